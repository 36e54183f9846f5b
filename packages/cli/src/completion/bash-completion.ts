import type { CompletionNode } from './command-tree.ts';

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A bash completion script for the command tree: it walks the words typed so far down the tree (skipping options
 * and their values), then offers the subcommands of where it ended, its options once a '-' is typed, or after a
 * list's `--json`/`--jsonl` its fields (the part after the last comma), after `--profile` and as the argument of
 * `ops profiles use|remove` the stored profiles' names (`ops profiles list --names`). With
 * nothing to offer bash falls back to file names (for `--from-file`, `--report`, `--output`).
 */
export function bashCompletionScript(nodes: readonly CompletionNode[], binary = 'ops'): string {
  const name = `_${binary.replace(/\W/g, '_')}_completion`;
  const paths = nodes.filter((node) => node.path !== '').map((node) => quoted(node.path));
  const cases = nodes.map(
    (node) =>
      `    ${quoted(node.path)})\n` +
      `      commands=${quoted(node.commands.map((command) => command.word).join(' '))}\n` +
      `      options=${quoted(node.options.map((option) => option.word).join(' '))}\n` +
      `      fields=${quoted(node.fields.join(' '))}\n` +
      `      takes_profile=${node.takesProfile ? 1 : "''"}\n` +
      '      ;;',
  );
  return `# bash completion for ${binary}: source <(${binary} completion bash)
${name}() {
  local current="\${COMP_WORDS[COMP_CWORD]}" previous="\${COMP_WORDS[COMP_CWORD-1]}"
  local position="" candidate word index commands="" options="" fields="" takes_profile=""
  for ((index = 1; index < COMP_CWORD; index++)); do
    word="\${COMP_WORDS[index]}"
    [[ "$word" == -* ]] && continue
    candidate="\${position:+$position }$word"
    case "$candidate" in
      ${paths.join('|')}) position="$candidate" ;;
    esac
  done
  case "$position" in
${cases.join('\n')}
  esac
  if [[ "$previous" == --profile || ( -n "$takes_profile" && "$current" != -* ) ]]; then
    # The stored profiles' names, as the binary lists them now.
    COMPREPLY=($(compgen -W "$(${binary} profiles list --names 2>/dev/null)" -- "$current"))
  elif [[ -n "$fields" && ( "$previous" == --json || "$previous" == --jsonl ) ]]; then
    # A list's fields, comma-separated: the ones typed stay, the last is completed.
    local typed=""
    [[ "$current" == *,* ]] && typed="\${current%,*},"
    COMPREPLY=($(compgen -P "$typed" -W "$fields" -- "\${current##*,}"))
  elif [[ "$current" == -* ]]; then
    COMPREPLY=($(compgen -W "$options" -- "$current"))
  else
    COMPREPLY=($(compgen -W "$commands" -- "$current"))
  fi
}
complete -o bashdefault -o default -F ${name} ${binary}
`;
}
