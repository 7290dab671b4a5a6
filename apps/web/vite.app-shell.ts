import type { Plugin } from 'vite';

/** Mantine's parts that read only RemoveScroll's class names: the app shell's header, footer and aside. */
const CLASS_NAMES_ONLY = /@mantine\/core\/esm\/components\/AppShell\/AppShell(Header|Footer|Aside)\/AppShell\1\.mjs$/;
const IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';

/**
 * The app shell's header (and footer and aside) import `RemoveScroll` from react-remove-scroll for one thing, the
 * class name that keeps a fixed bar in place while a modal hides the page's scroll bar (`RemoveScroll.classNames`),
 * and with it the whole library (~4 KB compressed), which only modals and drawers use: every first load carried it.
 * In the build those parts take the same names from react-remove-scroll-bar's constants entry (the strings
 * RemoveScroll.classNames is made of); the library loads with the first modal. The build fails if the import changes.
 */
export function appShellWithoutRemoveScroll(): Plugin {
  return {
    name: 'backoffice:app-shell-without-remove-scroll',
    apply: 'build',
    transform(code, id) {
      if (!CLASS_NAMES_ONLY.test(id.split('?')[0])) return null;
      if (!code.includes(IMPORT)) this.error(`${id}: Mantine's app shell no longer imports RemoveScroll as expected; review vite.app-shell.ts`);
      return code.replace(
        IMPORT,
        'import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";\n' +
          'const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      );
    },
  };
}
