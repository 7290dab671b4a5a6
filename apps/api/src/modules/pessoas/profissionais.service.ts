import { sql } from 'drizzle-orm';
import { haversineKm } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';

/** The company's people who go out to clients: its sales representatives and its employees (technicians). */
const FIELD_LINKS = ['salesman', 'employee'] as const;

export interface CloseProfessional {
  id: number;
  name: string;
  /** How the person is linked to the company: 'salesman', 'employee' or both. */
  roles: string[];
  city: string | null;
  uf: string | null;
  lat: number;
  lng: number;
  /** Where the position comes from: the address's own coordinates ('cadastro', 'geocoder') or its municipality's seat ('sede'). */
  source: string;
  /** Straight-line distance to the point, in km with one decimal. */
  distanceKm: string;
}

/**
 * The company's representatives and technicians nearest to a point. Each is placed at their first address:
 * its coordinates when the record (or the geocoder) gave them, else the seat of its municipality; people with
 * no place at all are left out, since no distance can be said of them.
 */
export async function closeProfessionals(db: Executor, company: number, lat: number, lng: number, limit: number): Promise<CloseProfessional[]> {
  type Row = { id: number; name: string; link_type: string; city: string | null; uf: string | null; lat: number; lng: number; source: string };
  const rows = (await db.execute(sql`
    select p.id, p.name, l.link_type, a.city, a.uf, coalesce(ec.lat, s.lat) as lat, coalesce(ec.lng, s.lng) as lng,
      case when ec.address_id is not null then ec.fonte else 'sede' end as source
    from people_links l
    join people p on p.id = l.people_id
    join lateral (select * from addresses a where a.people_id = p.id order by a.id limit 1) a on true
    left join endereco_coordenadas ec on ec.address_id = a.id
    left join municipio_sedes s on s.ibge = a.city_ibge
    where l.company_id = ${company} and l.enable and l.link_type in (${sql.join(
      FIELD_LINKS.map((k) => sql`${k}`),
      sql`, `,
    )})
      and coalesce(ec.lat, s.lat) is not null`)) as unknown as { rows: Row[] };
  const byPerson = new Map<number, CloseProfessional & { km: number }>();
  for (const r of rows.rows) {
    const known = byPerson.get(r.id);
    if (known) {
      known.roles.push(r.link_type);
      continue;
    }
    const km = haversineKm(lat, lng, Number(r.lat), Number(r.lng));
    byPerson.set(r.id, { id: r.id, name: r.name, roles: [r.link_type], city: r.city, uf: r.uf, lat: Number(r.lat), lng: Number(r.lng), source: r.source, km, distanceKm: km.toFixed(1) });
  }
  return [...byPerson.values()]
    .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, limit)
    .map(({ km: _km, ...p }) => p);
}
