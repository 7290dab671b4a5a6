import type { Executor, Tx } from '../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { isResource, type Resource } from '../resources/define.ts';
import type { Operation } from '../operations/define.ts';
import type { PublicPage } from '../pages/pages.ts';
import type { ModuleJobs } from '../jobs/define.ts';
import type { ModuleWiring } from './wiring.ts';

/**
 * What a business area (modules/<area>/index.ts) hands to the application. The central lists
 * (schema, routes, access catalogue, menu, demo seed) loop over the modules' exports, so a new
 * resource is added inside its own area only. The platform knows this shape, never the modules.
 */
export interface AreaModule extends ModuleWiring, ModuleJobs {
  name: string;
  /** Its Drizzle tables and views (drizzle-kit reads them from the area's *.table.ts files). */
  tables: Record<string, unknown>;
  /** Its declared resources (defineResource): the application registers their routes from here. */
  resources: Resource[];
  /** Its custom operations (defineOperation), registered before the generated resource routes. */
  operations: Operation[];
  /** Pages the server writes whole for visitors (the public shop), outside /api. */
  pages?: PublicPage[];
  /** Its screens in the access catalogue. */
  access: AccessGroup[];
  /** Its menu entries, written for each demo company. */
  menu: MenuEntry[];
  /** Reference data every installation needs, written at start-up after the migrations (idempotent). */
  prepare?: (db: Executor, modules: AreaModule[]) => Promise<unknown>;
  /**
   * Its demo data, one seed or several run in order (a resource made by `npm run new:resource` adds its
   * own); `after` names the areas whose demo data it reads (they come first in the list).
   */
  seed?: AreaSeed | AreaSeed[];
}

export interface AreaSeed {
  after: string[];
  run: (tx: Tx, demo: DemoSeed) => Promise<void>;
}

/** A module's seeds, in order. */
export function seedsOf(module: AreaModule): AreaSeed[] {
  return module.seed === undefined ? [] : Array.isArray(module.seed) ? module.seed : [module.seed];
}

export type AccessAction = 'read' | 'create' | 'update' | 'delete';
export const ALL_ACTIONS: AccessAction[] = ['read', 'create', 'update', 'delete'];

/** A screen (rota) and the permission key (chave) its API resources and operations declare. */
export interface CatalogRoute {
  rota: string;
  chave: string;
  nome: string;
  acoes?: AccessAction[];
}

/** Screens of one access module (modulos); several areas may add screens to the same module. */
export interface AccessGroup {
  modulo: string;
  ordem: number;
  rotas: CatalogRoute[];
}

export interface MenuEntry {
  menu: string;
  rota: string;
  ordem: number;
  icone: string;
  modulo: string;
}

/** Shared by the demo seeds of every area: the admin area creates the two demo companies first. */
export interface DemoSeed {
  storage: FileStorage;
  companies: { main: number; other: number };
  /** Every area's menu entries, in menu order. */
  menu: MenuEntry[];
}

export function defineModule(module: AreaModule): AreaModule {
  return module;
}

/** The resources among a resource file's exports (`import * as x from './x.resource.ts'`). */
export function resourcesOf(...files: Record<string, unknown>[]): Resource[] {
  return files.flatMap((file) => Object.values(file).filter(isResource));
}
