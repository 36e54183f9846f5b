import type { CompletionNode, CompletionWord } from './command-tree.ts';

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** `word:description` for zsh's _describe, a colon in the word escaped. */
const described = (entry: CompletionWord) =>
  quoted(`${entry.word.replace(/:/g, '\\:')}:${entry.description.replace(/\s+/g, ' ')}`);

/**
 * A zsh completion script for the command tree: the same walk as bash's, offering subcommands and options with
 * their descriptions (_describe), a list's fields after `--json`/`--jsonl` (_values, comma-separated), the stored
 * profiles after `--profile` and as the argument of `ops profiles use|remove`, and file
 * names when neither fits.
 */
export function zshCompletionScript(nodes: readonly CompletionNode[], binary = 'ops'): string {
  const name = `_${binary.replace(/\W/g, '_')}`;
  const paths = nodes.filter((node) => node.path !== '').map((node) => quoted(node.path));
  const cases = nodes.map(
    (node) =>
      `    (${quoted(node.path)})\n` +
      `      subcommands=(${node.commands.map(described).join(' ')})\n` +
      `      flags=(${node.options.map(described).join(' ')})\n` +
      `      fields=(${node.fields.map(quoted).join(' ')})\n` +
      `      takes_profile=${node.takesProfile ? 1 : 0}\n` +
      '      ;;',
  );
  return `#compdef ${binary}
# zsh completion for ${binary}: source <(${binary} completion zsh)
${name}() {
  local position="" candidate word takes_profile=0
  local -a subcommands flags fields profile_names
  for word in "\${(@)words[2,CURRENT-1]}"; do
    [[ "$word" == -* ]] && continue
    candidate="\${position:+$position }$word"
    case "$candidate" in
      (${paths.join('|')}) position="$candidate" ;;
    esac
  done
  case "$position" in
${cases.join('\n')}
  esac
  if [[ "\${words[CURRENT-1]}" == --profile ]] || { (( takes_profile )) && [[ "\${words[CURRENT]}" != -* ]]; }; then
    # The stored profiles' names, as the binary lists them now.
    profile_names=(\${(f)"$(${binary} profiles list --names 2>/dev/null)"})
    compadd -a profile_names
  elif (( \${#fields} )) && [[ "\${words[CURRENT-1]}" == --json || "\${words[CURRENT-1]}" == --jsonl ]]; then
    # A list's fields, comma-separated.
    _values -s , field $fields
  elif [[ "\${words[CURRENT]}" == -* ]]; then
    _describe -t options option flags
  elif (( \${#subcommands} )); then
    _describe -t commands command subcommands
  else
    _files
  fi
}
if (( $+functions[compdef] )); then
  compdef ${name} ${binary}
else
  autoload -Uz compinit && compinit && compdef ${name} ${binary}
fi
`;
}
