// The production planning area's public face (other areas import this file only). The module declaration is pcp.module.ts.
export * from './pcp.table.ts';
export { compraRef, lockPurchaseSuggestions, openPurchaseSuggestions, setPurchaseSuggestionStatus, suggestPurchase, type PurchaseSuggestion } from './compras.commands.ts';
