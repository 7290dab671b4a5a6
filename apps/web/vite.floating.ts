import type { Plugin } from 'vite';

const SCROLL_AREA = /@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
const IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';

/**
 * Mantine's ScrollArea takes one hook from @floating-ui/react (`useMergeRefs`, to merge its viewport's refs), and
 * with it the whole of Mantine's popovers' positioning (~15 KB compressed): every screen with a table has a
 * ScrollArea (`Table.ScrollContainer`), so the first load of `/home` carried it though no menu was open. In the
 * build the hook is Mantine's own `useMergedRef` (the same merge of refs); @floating-ui then loads with the menus,
 * selects and popovers that use it (platform/ui/onIntent.tsx). The build fails if Mantine's import ever changes.
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  return {
    name: 'backoffice:scroll-area-without-floating-ui',
    apply: 'build',
    transform(code, id) {
      if (!SCROLL_AREA.test(id.split('?')[0])) return null;
      if (!code.includes(IMPORT)) this.error(`${id}: Mantine's ScrollArea no longer imports useMergeRefs as expected; review vite.floating.ts`);
      return code.replace(IMPORT, 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);');
    },
  };
}
