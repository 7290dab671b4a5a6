/**
 * How areas meet without importing each other's insides: an area declares an event it publishes (sales: what happens
 * to an order) or a provider it needs (sales: the taxes of an order); other areas declare in their module that they
 * handle that event or provide that provider. Nothing is wired when a file is imported: `composeModules` reads the
 * declarations of the modules the application lists, refuses a composition that lacks a required provider, and
 * only then makes it the one that `publish` and `use` answer from.
 */

// A listener's arguments vary per event; each event declaration types its own.
type Listener = (...args: any[]) => Promise<void>;

/** Something one area needs and another one computes (e.g. 'order-taxes'). */
export interface Provider<T> {
  readonly kind: 'provider';
  readonly name: string;
  /** What it is for, named in the start-up error when no module provides it. */
  readonly description: string;
  /** Only types the implementation (never set). */
  readonly implementation?: T;
}

/** Something that happens in one area and that others may follow (e.g. 'order'), within the transaction that made it. */
export interface EventType<L extends Listener> {
  readonly kind: 'event';
  readonly name: string;
  /** Only types the listeners (never set). */
  readonly listener?: L;
}

export interface Provision {
  provider: Provider<unknown>;
  implementation: unknown;
}

export interface Handling {
  event: EventType<Listener>;
  listener: Listener;
}

export function defineProvider<T>(name: string, description: string): Provider<T> {
  return { kind: 'provider', name, description };
}

export function defineEvent<L extends Listener>(name: string): EventType<L> {
  return { kind: 'event', name };
}

/** A module's `provides` entry. */
export function provide<T>(provider: Provider<T>, implementation: T): Provision {
  return { provider: provider as Provider<unknown>, implementation };
}

/** A module's `handles` entry. */
export function handle<L extends Listener>(event: EventType<L>, listener: L): Handling {
  return { event: event as EventType<Listener>, listener };
}

/** What a module declares about its meetings with other areas. */
export interface ModuleWiring {
  name: string;
  /** The events it publishes (others may handle them). */
  publishes?: EventType<Listener>[];
  /** The events of other areas it follows. */
  handles?: Handling[];
  /** The providers it implements. */
  provides?: Provision[];
  /** The providers it cannot work without: start-up fails when no listed module provides one. */
  requires?: Provider<unknown>[];
}

export interface Composition {
  providers: Map<Provider<unknown>, unknown>;
  listeners: Map<EventType<Listener>, Listener[]>;
}

let current: Composition | null = null;

/** Checks the modules' declarations against each other and makes them the application's. Throws naming what is missing. */
export function composeModules(modules: ModuleWiring[]): Composition {
  const providers = new Map<Provider<unknown>, unknown>();
  const owners = new Map<Provider<unknown>, string>();
  const names = new Set<string>();
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`Start-up failed: the module "${m.name}" is listed twice.`);
    names.add(m.name);
    for (const p of m.provides ?? []) {
      const other = owners.get(p.provider);
      if (other) throw new Error(`Start-up failed: the provider "${p.provider.name}" is provided by both "${other}" and "${m.name}".`);
      owners.set(p.provider, m.name);
      providers.set(p.provider, p.implementation);
    }
  }
  for (const m of modules) {
    for (const required of m.requires ?? []) {
      if (!providers.has(required)) {
        throw new Error(
          `Start-up failed: the module "${m.name}" requires the provider "${required.name}" (${required.description}), and no listed module provides it.`,
        );
      }
    }
  }
  const published = new Set(modules.flatMap((m) => m.publishes ?? []));
  const listeners = new Map<EventType<Listener>, Listener[]>();
  for (const m of modules) {
    for (const h of m.handles ?? []) {
      // A handler of an event nobody publishes would silently never run.
      if (!published.has(h.event)) throw new Error(`Start-up failed: the module "${m.name}" handles the event "${h.event.name}", which no listed module publishes.`);
      listeners.set(h.event, [...(listeners.get(h.event) ?? []), h.listener]);
    }
  }
  current = { providers, listeners };
  return current;
}

function composition(): Composition {
  if (!current) throw new Error('The modules are not composed yet: the application composes them at start-up (composeModules).');
  return current;
}

/** The implementation of a provider in the composed application. */
export function use<T>(provider: Provider<T>): T {
  const found = composition().providers.get(provider as Provider<unknown>);
  if (found === undefined) throw new Error(`No module provides "${provider.name}" (${provider.description}).`);
  return found as T;
}

/** Calls, in module order, every listener of the event in the composed application. */
export async function publish<L extends Listener>(event: EventType<L>, ...args: Parameters<L>): Promise<void> {
  for (const listener of composition().listeners.get(event as EventType<Listener>) ?? []) await listener(...args);
}
