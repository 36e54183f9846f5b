// screenshots/index.html: every picture by name, one row a shot and language, one column a theme, so a reviewer
// compares light and dark side by side. A picture that is not there says so instead of showing a broken image.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './capture.ts';
import { pictureName } from './capture.ts';
import type { Shot } from './shots.ts';
import type { Theme } from './themes.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function cell(folder: string, shot: Shot, language: Language, theme: Theme): string {
  const file = pictureName(shot, language, theme);
  if (existsSync(join(folder, file))) {
    return `<td><a href="${file}"><img src="${file}" alt="${escapeHtml(`${shot.title}, ${language}, ${theme.id}`)}" loading="lazy"></a></td>`;
  }
  const why = theme.taken ? 'the screen could not be reached (see the run’s output)' : (theme.whyNotTaken ?? '');
  return `<td class="missing">missing: ${escapeHtml(file)}<br>${escapeHtml(why)}</td>`;
}

export function writeIndex(
  folder: string,
  rows: { shot: Shot; language: Language }[],
  themes: readonly Theme[],
): string {
  const header = themes.map((theme) => `<th>${escapeHtml(theme.id)}</th>`).join('');
  const body = rows
    .map(
      ({ shot, language }) =>
        `<tr id="${escapeHtml(`${shot.name}.${language}`)}"><th scope="row">${escapeHtml(shot.title)}<br><code>${escapeHtml(
          `${shot.name}.${language}`,
        )}</code></th>${themes.map((theme) => cell(folder, shot, language, theme)).join('')}</tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Ops Console screenshots</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ccc; padding: 8px; vertical-align: top; text-align: left; }
  th[scope="row"] { width: 220px; }
  img { width: 560px; display: block; }
  .missing { width: 560px; color: #a00; background: #fff4f4; }
</style>
</head>
<body>
<h1>Ops Console screenshots</h1>
<p>1280 × 800, full page, demo data (small seed), ${rows.length} shots by language. Click a picture for full size.</p>
<table>
<thead><tr><th>screen</th>${header}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
  const file = join(folder, 'index.html');
  writeFileSync(file, html);
  return file;
}
