import { rewriteImport } from './vite.rewrite.ts';

/**
 * The app shell's header (and footer and aside) import `RemoveScroll` from react-remove-scroll for one thing, the
 * class name that keeps a fixed bar in place while a modal hides the page's scroll bar (`RemoveScroll.classNames`),
 * and with it the whole library (~4 KB compressed), which only modals and drawers use: every first load carried it.
 * In the build those parts take the same names from react-remove-scroll-bar's constants entry (the strings
 * RemoveScroll.classNames is made of); the library loads with the first modal.
 */
export const appShellWithoutRemoveScroll = () =>
  rewriteImport(
    'vite.app-shell.ts (app shell without react-remove-scroll)',
    /@mantine\/core\/esm\/components\/AppShell\/AppShell(Header|Footer|Aside)\/AppShell\1\.mjs$/,
    'import { RemoveScroll } from "react-remove-scroll";',
    'import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";\n' +
      'const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
  );
