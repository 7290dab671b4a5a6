import { describe, expect, it } from 'vitest';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { defineResource } from '../resources/define.ts';
import { collection, collectionJson, collectionOfMembers, isoDateTime, memberWriter, type Decoder } from './serialize.ts';

describe('isoDateTime', () => {
  it("writes PostgreSQL's text of an instant as Date#toISOString does, whatever the offset and decimals", () => {
    for (const text of [
      '2026-01-02 10:00:00+00',
      '2026-01-02 10:00:00.5+00',
      '2026-01-02 10:00:00.123456+00',
      '2026-01-02 23:59:59.999999+00',
      '2026-01-02 10:00:00-03',
      '2026-12-31 22:30:00.25+05:30',
    ]) {
      const viaDate = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
      expect(isoDateTime(text), text).toBe(viaDate);
    }
    expect(isoDateTime('2026-01-02 10:00:00-03')).toBe('2026-01-02T13:00:00.000Z');
    expect(isoDateTime(new Date(Date.UTC(2026, 0, 2, 10)))).toBe('2026-01-02T10:00:00.000Z');
    expect(isoDateTime('not a date')).toBe('not a date');
  });
});

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  company: integer('company'),
  name: text('name'),
  price: numeric('price'),
  active: boolean('active'),
  extra: jsonb('extra'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }),
  secret: text('secret'),
});

const resource = defineResource({
  type: 'Thing',
  path: '/things',
  source: things,
  tenant: 'company',
  fields: { name: { filter: 'partial', order: true }, price: { filter: 'range' }, secret: { hidden: true } },
  operations: ['list'],
});
const byCode = defineResource({ ...resource, path: '/things-by-code', iri: (row) => `/codes/${String(row.name)}` });

/** Values a page can carry: text that JSON must escape, numbers JSON cannot write, parsed JSON, instants in two forms. */
const rows: Record<string, unknown>[] = [
  { id: 1, company: 1, name: 'Pão "de queijo" \\ ação', price: '12.50', active: true, extra: { a: [1, 'x'], b: null }, createdAt: '2026-01-02 10:00:00+00', secret: 's' },
  { id: 2, company: 1, name: 'linha\nquebra\u0000\u001f\u2028 \ud83d\ude00 \ud800', price: null, active: false, extra: [1, 2], createdAt: '2026-01-02 10:00:00.123456+00' },
  { id: 3, company: 2, name: null, price: '0', active: null, extra: 'texto', createdAt: null, secret: null },
  { id: 4, company: 2, name: undefined, price: Number.NaN, active: true, extra: 7.5, createdAt: '2026-01-02 07:00:00-03' },
  { id: 5, company: 2, name: 'only some fields' },
];

describe('collectionJson', () => {
  it('writes the same text as JSON.stringify(collection(...)), page after page', () => {
    for (const r of [resource, byCode]) {
      for (const [total, paging, url, estimated] of [
        [5, { page: 1, itemsPerPage: 30, paginated: true }, '/api/things?itemsPerPage=30', false],
        [1_000_080, { page: 3, itemsPerPage: 2, paginated: true }, '/api/things?page=3&itemsPerPage=2&name=p%C3%A3o', true],
        [5, { page: 1, itemsPerPage: 10_000, paginated: false }, '/api/things?pagination=false', false],
        [0, { page: 2, itemsPerPage: 30, paginated: true }, '/api/things?page=2', false],
      ] as const) {
        const page = total ? rows : [];
        expect(collectionJson(r, page, total, paging, url, estimated)).toBe(JSON.stringify(collection(r, page, total, paging, url, estimated)));
      }
    }
  });
});

describe('memberWriter', () => {
  // A list statement's rows as the driver gives them (values in the columns' order), decoded as drizzle decodes them:
  // by the columns themselves (the writer's fast ways: numbers, text, decimals, booleans, instants), or by other
  // mappings (its general way). Either way it must give the text collectionJson gives for the decoded objects.
  const names = [...Object.keys(resource.rowColumns)];
  const byColumns: (Decoder | null)[] = names.map((name) => resource.rowColumns[name]);
  const byMappings: (Decoder | null)[] = names.map((name) =>
    name === 'id' ? { mapFromDriverValue: Number } : name === 'extra' ? { mapFromDriverValue: (v) => JSON.parse(String(v)) } : null,
  );
  // The driver gives every column of the statement: a value left out of a row comes as null.
  const driverRows = (textual: boolean) =>
    rows.map((row) =>
      names.map((name) => {
        const value = row[name] ?? null;
        if (value === null || !textual) return value;
        return name === 'id' ? String(value) : name === 'extra' ? JSON.stringify(value) : value;
      }),
    );
  // Values of other types than the column's reach the general way: an id as text, a number for a decimal, text for a flag.
  const odd = [['7', 1, 'x', 12.5, 'sim', '{"a":1}', '2026-01-02 10:00:00.5+00', 's']];
  const decodedWith = (decoders: (Decoder | null)[], values: unknown[][]) =>
    values.map((v) => Object.fromEntries(names.map((name, i) => [name, v[i] === null ? null : (decoders[i]?.mapFromDriverValue(v[i]) ?? v[i])])));
  const paging = { page: 2, itemsPerPage: 5, paginated: true };
  const url = '/api/things?page=2&itemsPerPage=5&name=p%C3%A3o';

  it('writes each row as memberJson writes the object drizzle makes of it', () => {
    for (const [decoders, values] of [
      [byColumns, [...driverRows(false), ...odd]],
      [byMappings, driverRows(true)],
    ] as const) {
      const write = memberWriter(resource, names, [...decoders])!;
      const expected = collectionJson(resource, decodedWith([...decoders], [...values]), 12, paging, url, false);
      expect(collectionOfMembers(resource, values.map(write), 12, paging, url, false)).toBe(expected);
    }
    // The mappings are applied: the id and the JSON field came as text.
    const write = memberWriter(resource, names, byMappings)!;
    expect(write(driverRows(true)[0])).toContain('"@id":"/api/things/1","@type":"Thing","id":1,');
    expect(write(driverRows(true)[0])).toContain('"extra":{"a":[1,"x"],"b":null}');
  });

  it('leaves a resource with its own IRI function to the row objects', () => {
    expect(memberWriter(byCode, names, byColumns)).toBeNull();
  });
});
