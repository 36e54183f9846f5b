import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';

/** What `ops login` and `ops use` keep between runs. */
export interface StoredConfig {
  api?: string | undefined;
  idToken?: string | undefined;
  refreshToken?: string | undefined;
  merchantCode?: string | undefined;
  divisionCode?: string | undefined;
}

/** The config file in the user's config folder (XDG_CONFIG_HOME/ops on Linux), readable by the user only. */
export function configPath(env: NodeJS.ProcessEnv): string {
  const folder = env.XDG_CONFIG_HOME ? join(env.XDG_CONFIG_HOME, 'ops') : envPaths('ops', { suffix: '' }).config;
  return join(folder, 'config.json');
}

export function readConfig(env: NodeJS.ProcessEnv): StoredConfig {
  try {
    return JSON.parse(readFileSync(configPath(env), 'utf8')) as StoredConfig;
  } catch {
    return {};
  }
}

export function writeConfig(env: NodeJS.ProcessEnv, config: StoredConfig): void {
  const path = configPath(env);
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

export function updateConfig(env: NodeJS.ProcessEnv, change: Partial<StoredConfig>): StoredConfig {
  const next = { ...readConfig(env), ...change };
  writeConfig(env, next);
  return next;
}

export function removeConfig(env: NodeJS.ProcessEnv): void {
  rmSync(configPath(env), { force: true });
}
