import { rewriteImport } from './vite.rewrite.ts';

/**
 * Mantine's ScrollArea takes one hook from @floating-ui/react (`useMergeRefs`, to merge its viewport's refs), and
 * with it the whole of Mantine's popovers' positioning (~15 KB compressed): every screen with a table has a
 * ScrollArea (`Table.ScrollContainer`), so the first load of `/home` carried it though no menu was open. In the
 * build the hook is Mantine's own `useMergedRef` (the same merge of refs); @floating-ui then loads with the menus,
 * selects and popovers that use it (platform/ui/onIntent.tsx).
 */
export const scrollAreaWithoutFloatingUi = () =>
  rewriteImport(
    'vite.floating.ts (ScrollArea without @floating-ui)',
    /@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/,
    'import { useMergeRefs } from "@floating-ui/react";',
    'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);',
  );
