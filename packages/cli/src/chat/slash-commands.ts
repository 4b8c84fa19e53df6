/** The chat's /help text. */
export const CHAT_HELP = 'Commands: /undo (last 10 versions), /save, /export [csv|xlsx] [file], /quit';

/** The slash commands and how many arguments each takes at most. */
const SLASH_COMMANDS: Readonly<Record<string, number>> = {
  '/quit': 0,
  '/exit': 0,
  '/undo': 0,
  '/save': 0,
  '/export': 2,
  '/help': 0,
};

/**
 * Why a line that starts with '/' is not a command the chat knows, or null when it is one.
 * Such a line is never sent to the assistant.
 * @example
 * slashProblem('/redo') // 'Unknown command /redo. Commands: /undo ...'
 */
export function slashProblem(command: string, args: readonly string[]): string | null {
  const max = SLASH_COMMANDS[command.toLowerCase()];
  if (max === undefined) return `Unknown command ${command}. ${CHAT_HELP}`;
  if (args.length > max)
    return max === 0
      ? `${command} takes no arguments. ${CHAT_HELP}`
      : `${command} takes at most ${max} arguments: /export [csv|xlsx] [file].`;
  return null;
}
