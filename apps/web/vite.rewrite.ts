import type { Plugin } from 'vite';

/**
 * A build transform that swaps one import line of one library file for a lighter equivalent, so that what the line
 * brought (a whole library, for one hook or two class names) leaves the first load. The build fails when the file
 * no longer has that exact line: the library changed, and the swap must be reviewed (the plugin's `name` says where).
 */
export function rewriteImport(name: string, file: RegExp, line: string, replacement: string): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!file.test(id.split('?')[0])) return null;
      if (!code.includes(line)) this.error(`${id}: no longer has \`${line}\`; review ${name}`);
      return code.replace(line, replacement);
    },
  };
}
