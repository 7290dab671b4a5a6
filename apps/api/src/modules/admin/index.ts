// The admin area's public face: what other areas may use (they import this file only, never a deeper
// one; eslint.config.js checks it). The module declaration is admin.module.ts.
export * from './admin.table.ts';
export * from './access.table.ts';
export { companyOfDomain, companyOfHost } from './sessions.service.ts';
export { sessionStore } from './sessions.service.ts';
export { notifyUsers } from './notifications.service.ts';
export { usuarioRef } from './employees.ts';
export { settingValue, settingValues, storeConfigs, storeTheme } from './settings.service.ts';
