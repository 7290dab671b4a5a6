import { asc, eq } from 'drizzle-orm';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { generateCnpj, generateCpf, generateIe, isValidDocument } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { cacheCeps } from '../geo/index.ts';
import { storeConfigs, users } from '../admin/index.ts';
import {
  addresses,
  caracteristicaPessoa,
  caracteristicas,
  categories,
  emails,
  people,
  peopleLinks,
  pessoaAlterdata,
  pessoaRelacionadas,
  phones,
  setores,
  usuarioSetores,
  workFlowItemFases,
  workFlows,
} from './pessoas.table.ts';

/**
 * Demo data of the people area, deterministic (a seeded generator): about 200 clients of the main
 * company across every state, with valid CPF/CNPJ (some in the new alphanumeric format), real
 * cities with their IBGE codes and CEPs of those cities; carriers with characteristics, sales
 * representatives, contacts, sectors, the 'Pedido de venda' workflow, expense categories, Alterdata
 * codes; a handful of the same for the other company. Bulk inserts only: it runs for every test file.
 */

/** mulberry32: a small seeded generator, so every seed gives the same data. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  /** Runs a generator of @backoffice/domain (which draws from Math.random) on this seeded sequence. */
  const seeded = <T>(fn: () => T): T => {
    const original = Math.random;
    Math.random = next;
    try {
      return fn();
    } finally {
      Math.random = original;
    }
  };
  return { next, int, pick, digits, seeded };
}

type Rng = ReturnType<typeof generator>;

/** Cities of the demo: name, UF, DDD and the range of their CEPs (first five digits). */
const CITIES: [name: string, uf: string, ddd: string, cepFrom: number, cepTo: number][] = [
  ['São Paulo', 'SP', '11', 1000, 5999],
  ['Campinas', 'SP', '19', 13000, 13139],
  ['Santos', 'SP', '13', 11000, 11099],
  ['Ribeirão Preto', 'SP', '16', 14000, 14114],
  ['Sorocaba', 'SP', '15', 18000, 18109],
  ['São José dos Campos', 'SP', '12', 12200, 12248],
  ['Jundiaí', 'SP', '11', 13200, 13218],
  ['Bauru', 'SP', '14', 17000, 17109],
  ['Rio de Janeiro', 'RJ', '21', 20000, 23799],
  ['Niterói', 'RJ', '21', 24000, 24399],
  ['Petrópolis', 'RJ', '24', 25600, 25779],
  ['Belo Horizonte', 'MG', '31', 30000, 31999],
  ['Uberlândia', 'MG', '34', 38400, 38415],
  ['Juiz de Fora', 'MG', '32', 36000, 36099],
  ['Montes Claros', 'MG', '38', 39400, 39409],
  ['Vitória', 'ES', '27', 29000, 29099],
  ['Vila Velha', 'ES', '27', 29100, 29129],
  ['Curitiba', 'PR', '41', 80000, 82999],
  ['Londrina', 'PR', '43', 86000, 86099],
  ['Maringá', 'PR', '44', 87000, 87119],
  ['Cascavel', 'PR', '45', 85800, 85824],
  ['Florianópolis', 'SC', '48', 88000, 88099],
  ['Joinville', 'SC', '47', 89200, 89239],
  ['Blumenau', 'SC', '47', 89010, 89099],
  ['Chapecó', 'SC', '49', 89800, 89816],
  ['Porto Alegre', 'RS', '51', 90000, 91999],
  ['Caxias do Sul', 'RS', '54', 95000, 95124],
  ['Pelotas', 'RS', '53', 96000, 96099],
  ['Santa Maria', 'RS', '55', 97000, 97119],
  ['Salvador', 'BA', '71', 40000, 42599],
  ['Feira de Santana', 'BA', '75', 44000, 44099],
  ['Vitória da Conquista', 'BA', '77', 45000, 45099],
  ['Recife', 'PE', '81', 50000, 52999],
  ['Caruaru', 'PE', '81', 55000, 55099],
  ['Petrolina', 'PE', '87', 56300, 56339],
  ['Fortaleza', 'CE', '85', 60000, 61599],
  ['Juazeiro do Norte', 'CE', '88', 63000, 63099],
  ['João Pessoa', 'PB', '83', 58000, 58099],
  ['Campina Grande', 'PB', '83', 58400, 58442],
  ['Natal', 'RN', '84', 59000, 59139],
  ['Mossoró', 'RN', '84', 59600, 59649],
  ['Maceió', 'AL', '82', 57000, 57099],
  ['Aracaju', 'SE', '79', 49000, 49098],
  ['Teresina', 'PI', '86', 64000, 64099],
  ['São Luís', 'MA', '98', 65000, 65109],
  ['Imperatriz', 'MA', '99', 65900, 65919],
  ['Belém', 'PA', '91', 66000, 66999],
  ['Santarém', 'PA', '93', 68000, 68109],
  ['Manaus', 'AM', '92', 69000, 69099],
  ['Macapá', 'AP', '96', 68900, 68914],
  ['Boa Vista', 'RR', '95', 69300, 69339],
  ['Rio Branco', 'AC', '68', 69900, 69923],
  ['Porto Velho', 'RO', '69', 76800, 76834],
  ['Palmas', 'TO', '63', 77000, 77270],
  ['Goiânia', 'GO', '62', 74000, 74899],
  ['Anápolis', 'GO', '62', 75000, 75159],
  ['Cuiabá', 'MT', '65', 78000, 78109],
  ['Rondonópolis', 'MT', '66', 78700, 78749],
  ['Campo Grande', 'MS', '67', 79000, 79129],
  ['Dourados', 'MS', '67', 79800, 79849],
  ['Brasília', 'DF', '61', 70000, 72799],
];

interface City {
  name: string;
  uf: string;
  ibge: string;
  ddd: string;
  cepFrom: number;
  cepTo: number;
}

/** The demo cities with their IBGE codes, from the same municipalities list as the `municipios` table. */
export function cities(): City[] {
  return CITIES.map(([name, uf, ddd, cepFrom, cepTo]) => {
    const found = getMunicipalities(uf as never).find((m) => m.name === name);
    if (!found) throw new Error(`demo city not in the municipalities list: ${name}/${uf}`);
    return { name, uf, ibge: found.code, ddd, cepFrom, cepTo };
  });
}

/**
 * One real street of each demo city, near its centre, with its own CEP: type and name apart, as the CEP providers
 * answer them split (splitStreet). The demo's addresses of a city are on it, at other numbers; the CEP cache holds
 * them (demoCeps), so the demo's CEP lookups answer with no network. Each row is the Correios record of its CEP
 * (street, district, city), as the public copies of the Correios base in SeuAliado/OpenCEP (v1/<cep>.json) and
 * gpfconfea/banco-ceps give it; Brasília's is the Palácio do Planalto's own CEP.
 */
export const CITY_STREETS: Record<string, [streetType: string, street: string, district: string, cep: string]> = {
  'São Paulo/SP': ['Praça', 'da Sé', 'Sé', '01001000'],
  'Campinas/SP': ['Avenida', 'Francisco Glicério', 'Centro', '13012100'],
  'Santos/SP': ['Avenida', 'Ana Costa', 'Gonzaga', '11060001'],
  'Ribeirão Preto/SP': ['Rua', 'General Osório', 'Centro', '14010000'],
  'Sorocaba/SP': ['Rua', 'Quinze de Novembro', 'Centro', '18010080'],
  'São José dos Campos/SP': ['Rua', 'Sete de Setembro', 'Centro', '12210260'],
  'Jundiaí/SP': ['Rua', 'Barão de Jundiaí', 'Centro', '13201010'],
  'Bauru/SP': ['Rua', 'Batista de Carvalho', 'Centro', '17010001'],
  'Rio de Janeiro/RJ': ['Avenida', 'Rio Branco', 'Centro', '20090003'],
  'Niterói/RJ': ['Avenida', 'Ernani do Amaral Peixoto', 'Centro', '24020070'],
  'Petrópolis/RJ': ['Rua', 'do Imperador', 'Centro', '25620000'],
  'Belo Horizonte/MG': ['Avenida', 'Afonso Pena', 'Centro', '30130001'],
  'Uberlândia/MG': ['Avenida', 'Afonso Pena', 'Centro', '38400128'],
  'Juiz de Fora/MG': ['Rua', 'Halfeld', 'Centro', '36010002'],
  'Montes Claros/MG': ['Rua', 'Doutor Santos', 'Centro', '39400001'],
  'Vitória/ES': ['Avenida', 'Jerônimo Monteiro', 'Centro', '29010002'],
  'Vila Velha/ES': ['Rua', 'Luciano das Neves', 'Centro de Vila Velha', '29100200'],
  'Curitiba/PR': ['Rua', 'XV de Novembro', 'Centro', '80020310'],
  'Londrina/PR': ['Avenida', 'Paraná', 'Centro', '86010390'],
  'Maringá/PR': ['Avenida', 'Brasil', 'Zona 01', '87013000'],
  'Cascavel/PR': ['Avenida', 'Brasil', 'Centro', '85801000'],
  'Florianópolis/SC': ['Rua', 'Felipe Schmidt', 'Centro', '88010001'],
  'Joinville/SC': ['Rua', 'do Príncipe', 'Centro', '89201000'],
  'Blumenau/SC': ['Rua', '15 de Novembro', 'Centro', '89010001'],
  'Chapecó/SC': ['Avenida', 'Getúlio Dorneles Vargas - N', 'Centro', '89802000'],
  'Porto Alegre/RS': ['Rua', 'dos Andradas', 'Centro Histórico', '90020007'],
  'Caxias do Sul/RS': ['Avenida', 'Júlio de Castilhos', 'Centro', '95010000'],
  'Pelotas/RS': ['Rua', 'Quinze de Novembro', 'Centro', '96015000'],
  'Santa Maria/RS': ['Rua', 'do Acampamento', 'Centro', '97050000'],
  'Salvador/BA': ['Avenida', 'Sete de Setembro', 'Dois de Julho', '40060001'],
  'Feira de Santana/BA': ['Avenida', 'Getúlio Vargas', 'Centro', '44001525'],
  'Vitória da Conquista/BA': ['Praça', 'Laudionor Brasil', 'Centro', '45000100'],
  'Recife/PE': ['Avenida', 'Guararapes', 'Santo Antônio', '50010000'],
  'Caruaru/PE': ['Rua', 'Doutor José Mariano', 'Nossa Senhora das Dores', '55002000'],
  'Petrolina/PE': ['Avenida', 'Souza Filho', 'Centro', '56304000'],
  'Fortaleza/CE': ['Rua', 'Major Facundo', 'Centro', '60025100'],
  'Juazeiro do Norte/CE': ['Rua', 'São Pedro', 'Centro', '63010010'],
  'João Pessoa/PB': ['Avenida', 'Presidente Epitácio Pessoa', 'Estados', '58030001'],
  'Campina Grande/PB': ['Rua', 'Maciel Pinheiro', 'Centro', '58400100'],
  'Natal/RN': ['Avenida', 'Rio Branco', 'Cidade Alta', '59025000'],
  'Mossoró/RN': ['Avenida', 'Doutor Almir de Almeida Castro', 'Centro', '59600010'],
  'Maceió/AL': ['Rua', 'do Comércio', 'Centro', '57020000'],
  'Aracaju/SE': ['Rua', 'João Pessoa', 'Centro', '49010130'],
  'Teresina/PI': ['Avenida', 'Frei Serafim', 'Centro', '64001020'],
  'São Luís/MA': ['Avenida', 'Pedro II', 'Centro', '65010450'],
  'Imperatriz/MA': ['Rua', 'Godofredo Viana', 'Centro', '65901480'],
  'Belém/PA': ['Avenida', 'Presidente Vargas', 'Campina', '66010000'],
  'Santarém/PA': ['Avenida', 'Tapajós', 'Centro', '68005000'],
  'Manaus/AM': ['Avenida', 'Eduardo Ribeiro', 'Centro', '69010001'],
  'Macapá/AP': ['Avenida', 'FAB', 'Central', '68900073'],
  'Boa Vista/RR': ['Avenida', 'Jaime Brasil', 'Centro', '69301350'],
  'Rio Branco/AC': ['Rua', 'Benjamin Constant', 'Centro', '69900064'],
  'Porto Velho/RO': ['Avenida', 'Sete de Setembro', 'Centro', '76801096'],
  'Palmas/TO': ['Praça', 'Girassóis', 'Plano Diretor Norte', '77001002'],
  'Goiânia/GO': ['Avenida', 'Goiás', 'Setor Central', '74005010'],
  'Anápolis/GO': ['Rua', 'Engenheiro Portela', 'Centro', '75023085'],
  'Cuiabá/MT': ['Avenida', 'Presidente Getúlio Vargas', 'Centro-Norte', '78005370'],
  'Rondonópolis/MT': ['Avenida', 'Amazonas', 'Centro', '78700050'],
  'Campo Grande/MS': ['Avenida', 'Afonso Pena', 'Centro', '79002070'],
  'Dourados/MS': ['Avenida', 'Weimar Gonçalves Torres', 'Centro', '79800010'],
  'Brasília/DF': ['Praça', 'dos Três Poderes', 'Zona Cívico-Administrativa', '70150900'],
};

/** The CEP cache's rows of the demo's own addresses (the geo area's demo seeds them). */
export function demoCeps(): { cep: string; streetType: string; street: string; district: string; city: string; cityIbge: string; uf: string; country: 'Brasil' }[] {
  return cities().map((c) => {
    const [streetType, street, district, cep] = CITY_STREETS[`${c.name}/${c.uf}`];
    return { cep, streetType, street, district, city: c.name, cityIbge: c.ibge, uf: c.uf, country: 'Brasil' };
  });
}

const BUSINESS = ['Mercado', 'Supermercado', 'Padaria', 'Distribuidora', 'Comercial', 'Atacadista', 'Mercearia', 'Empório', 'Farmácia', 'Restaurante', 'Lanchonete', 'Hortifruti', 'Açougue', 'Panificadora', 'Armazém', 'Drogaria', 'Confeitaria', 'Pizzaria', 'Conveniência', 'Casa de Carnes'];
// No 'Silva': the generic resource tests search people named Silva of their own.
const SURNAMES = ['Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Lima', 'Araújo', 'Fernandes', 'Carvalho', 'Gomes', 'Martins', 'Rocha', 'Ribeiro', 'Alves', 'Monteiro', 'Mendes', 'Barros', 'Freitas', 'Barbosa', 'Pinto', 'Moura', 'Cavalcanti', 'Dias', 'Castro', 'Campos', 'Cardoso', 'Teixeira'];
const FANCY = ['Boa Vista', 'São Jorge', 'Santa Luzia', 'Bom Preço', 'Estrela', 'Primavera', 'Sol Nascente', 'Nova Era', 'Central', 'União', 'Ideal', 'Progresso'];
const SUFFIXES = ['Ltda', 'Ltda', 'Ltda', 'ME', 'EIRELI', 'S.A.'];
const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Juliana', 'Lucas', 'Mariana', 'Marcos', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Sofia', 'Thiago', 'Vanessa', 'Vinícius', 'Larissa', 'Gustavo', 'Camila', 'Pedro', 'Letícia', 'Rodrigo', 'Beatriz', 'Diego'];
const CARRIERS = ['Rápido Sul', 'Norte Cargas', 'Via Brasil', 'Rota Certa', 'Frio Express', 'Serra Azul', 'Litoral', 'Planalto', 'Cargas Pesadas', 'Veloz', 'Estrela Guia', 'Bandeirante', 'Tropical', 'Horizonte', 'Pampa', 'Sertão', 'Atlântico', 'Cerrado', 'Guanabara', 'Paranaense'];
const CARRIER_KINDS = ['Transportadora', 'Expresso', 'Logística', 'Rodoviário'];
export const CHARACTERISTICS = ['Refrigerado', 'Carga seca', 'Fracionado', 'Lotação'];
const ROLES = ['Compras', 'Financeiro', 'Recebimento', 'Gerência'];
/** The demo categories' icons (names of the menu's icon catalogue), as a user would pick them. */
const EXPENSE_ICONS: Record<string, string> = {
  Aluguel: 'building',
  Combustível: 'truck',
  'Energia elétrica': 'dashboard',
  Fretes: 'truck-delivery',
  'Impostos e taxas': 'receipt',
  'Manutenção de veículos': 'adjustments',
  Marketing: 'chart-line',
  'Material de escritório': 'clipboard-list',
  Salários: 'wallet',
  'Telefonia e internet': 'address-book',
};
const EXPENSES = ['Aluguel', 'Combustível', 'Energia elétrica', 'Fretes', 'Impostos e taxas', 'Manutenção de veículos', 'Marketing', 'Material de escritório', 'Salários', 'Telefonia e internet'];
const PHASES = ['Digitação', 'Aprovação comercial', 'Separação', 'Faturamento', 'Expedição'];
/** The phases an order event moves orders into (MarcoFase): its invoice authorised, delivered. */
const PHASE_MARKS: Record<string, string> = { Faturamento: 'F', Entrega: 'E' };

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

type PersonRow = typeof people.$inferInsert;
interface Draft {
  person: PersonRow;
  link?: string;
  addresses: Omit<typeof addresses.$inferInsert, 'people' | 'company'>[];
  phones: { ddd: string; phone: string }[];
  emails: string[];
  contacts?: { name: string; role: string; email: string; ddd: string; phone: string }[];
  characteristics?: string[];
  alterdata?: string;
}

function address(rng: Rng, city: City, nickname: string | null) {
  const [streetType, street, district, cep] = CITY_STREETS[`${city.name}/${city.uf}`];
  // The draws of the street, the CEP and the district are kept: the rest of the demo (names, documents) stays as it was.
  for (let i = 0; i < 3; i++) rng.next();
  const number = String(rng.int(10, 3999));
  const complement = rng.next() < 0.2 ? `Sala ${rng.int(1, 30)}` : null;
  rng.next();
  return {
    nickname,
    cep,
    streetType,
    street,
    number,
    complement,
    district,
    city: city.name,
    cityIbge: city.ibge,
    uf: city.uf,
    country: 'Brasil',
  };
}

const phone = (rng: Rng, city: City, mobile: boolean) => ({ ddd: city.ddd, phone: mobile ? `9${rng.digits(8)}` : `3${rng.digits(7)}` });

/** A unique valid document for the company: CNPJ (sometimes alphanumeric) or CPF. */
function documentOf(rng: Rng, kind: 'CPF' | 'CNPJ', used: Set<string>): string {
  for (;;) {
    const doc = rng.seeded(() => (kind === 'CPF' ? generateCpf() : generateCnpj({ alphanumeric: rng.next() < 0.08 })));
    if (!used.has(doc) && isValidDocument(doc)) {
      used.add(doc);
      return doc;
    }
  }
}

/**
 * A valid IE of the UF for an ICMS contributor, drawn from digits the sequence gave (so the rest of the demo draws
 * what it drew before the IEs had their check digits).
 */
const ieOf = (drawn: string, uf: string) => generateIe(uf, generator(Number(drawn.slice(0, 9))).next);

const createdAt = (i: number) => new Date(Date.UTC(2024, 0, 2) + i * 3.5 * 86_400_000).toISOString();

function clientDrafts(rng: Rng, count: number, allCities: City[], used: Set<string>, reps: number[], offset = 0): Draft[] {
  const names = new Set<string>();
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const city = allCities[(i * 7 + rng.int(0, allCities.length - 1)) % allCities.length];
    const company = rng.next() < 0.72;
    let name: string;
    let alias: string;
    let email: string;
    if (company) {
      do {
        alias = `${rng.pick(BUSINESS)} ${rng.next() < 0.6 ? rng.pick(SURNAMES) : rng.pick(FANCY)}`;
        name = `${alias} ${rng.pick(SUFFIXES)}`;
      } while (names.has(name));
      email = `contato@${slug(alias)}${rng.int(1, 99)}.com.br`;
    } else {
      const first = rng.pick(FIRST_NAMES);
      const last = `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
      do name = `${first} ${last}${names.has(`${first} ${last}`) ? ` ${rng.pick(SURNAMES)}` : ''}`;
      while (names.has(name));
      alias = first;
      email = `${slug(first)}.${slug(last)}@email.com.br`;
    }
    names.add(name);
    const contributorType = company ? (rng.next() < 0.75 ? '1' : rng.pick(['2', '9'])) : '9';
    const draft: Draft = {
      person: {
        name,
        alias,
        peopleType: company ? 'J' : 'F',
        document: documentOf(rng, company ? 'CNPJ' : 'CPF', used),
        ie: contributorType === '1' ? ieOf(rng.digits(rng.int(9, 12)), city.uf) : null,
        contributorType,
        billing: `${rng.int(2, 100) * 500}.00`,
        billingDays: rng.pick(['30', '30/60', '30/60/90', '28/56', '15/30/45']),
        paymentTerm: rng.pick([0, 7, 14, 21, 28, 30, 45, 60]),
        salesRep: reps.length ? reps[i % reps.length] : null,
        enable: rng.next() < 0.93,
        foundationDate: company ? `${rng.int(1975, 2022)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : null,
        createdAt: createdAt(offset + i),
      },
      link: 'client',
      addresses: [address(rng, city, 'Principal'), ...(rng.next() < 0.2 ? [address(rng, city, 'Entrega')] : [])],
      phones: [phone(rng, city, true), ...(company && rng.next() < 0.5 ? [phone(rng, city, false)] : [])],
      emails: [email],
      alterdata: i < 10 ? `C${String(1000 + offset + i).padStart(6, '0')}` : undefined,
    };
    if (company && rng.next() < 0.35) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(SURNAMES);
      draft.contacts = [{ name: `${first} ${last}`, role: rng.pick(ROLES), email: `${slug(first)}.${slug(last)}@${slug(alias)}.com.br`, ...phone(rng, city, true) }];
    }
    drafts.push(draft);
  }
  return drafts;
}

function carrierDrafts(rng: Rng, count: number, allCities: City[], used: Set<string>): Draft[] {
  return Array.from({ length: count }, (_, i) => {
    const city = rng.pick(allCities);
    const alias = `${CARRIER_KINDS[i % CARRIER_KINDS.length]} ${CARRIERS[i % CARRIERS.length]}`;
    const first = CHARACTERISTICS[i % CHARACTERISTICS.length];
    const characteristics = rng.next() < 0.4 ? [first, CHARACTERISTICS[(i + 1 + rng.int(0, 2)) % CHARACTERISTICS.length]] : [first];
    return {
      person: {
        name: `${alias} Ltda`,
        alias,
        peopleType: 'J',
        document: documentOf(rng, 'CNPJ', used),
        ie: ieOf(rng.digits(10), city.uf),
        contributorType: '1',
        enable: i !== count - 1,
        paymentTerm: 30,
      },
      link: 'carrier',
      addresses: [address(rng, city, 'Matriz')],
      phones: [phone(rng, city, false)],
      emails: [`operacao@${slug(alias)}.com.br`],
      characteristics: [...new Set(characteristics)],
    };
  });
}

function repDrafts(rng: Rng, count: number, allCities: City[], used: Set<string>): Draft[] {
  return Array.from({ length: count }, (_, i) => {
    const city = allCities[(i * 5) % allCities.length];
    const first = FIRST_NAMES[(i * 3 + 1) % FIRST_NAMES.length];
    const last = SURNAMES[(i * 7 + 2) % SURNAMES.length];
    return {
      person: { name: `${first} ${last}`, alias: first, peopleType: 'F', document: documentOf(rng, 'CPF', used), contributorType: '9' },
      link: 'salesman',
      addresses: [address(rng, city, 'Residencial')],
      phones: [phone(rng, city, true)],
      emails: [`${slug(first)}.${slug(last)}@representantes.com.br`],
    };
  });
}

/** Writes drafts of one company: people, links, addresses, phones, e-mails, contacts, characteristics, Alterdata codes. */
async function insertDrafts(tx: Tx, company: number, drafts: Draft[], characteristicIds: Map<string, number>) {
  if (!drafts.length) return [];
  const inserted = await tx
    .insert(people)
    .values(drafts.map((d) => ({ ...d.person, company })))
    .returning({ id: people.id, document: people.document });
  const idOf = new Map(inserted.map((r) => [r.document, r.id]));
  const ids = drafts.map((d) => idOf.get(d.person.document!)!);
  const each = <T>(fn: (d: Draft, id: number) => T[]) => drafts.flatMap((d, i) => fn(d, ids[i]));
  await tx.insert(peopleLinks).values(each((d, id) => (d.link ? [{ company, people: id, linkType: d.link }] : [])));
  await tx.insert(addresses).values(each((d, id) => d.addresses.map((a) => ({ ...a, people: id, company }))));
  await tx.insert(phones).values(each((d, id) => d.phones.map((p) => ({ ...p, people: id, company }))));
  await tx.insert(emails).values(each((d, id) => d.emails.map((email) => ({ email, people: id, company }))));
  const characteristicRows = each((d, id) => (d.characteristics ?? []).map((c) => ({ company, IdPessoa: id, IdCaracteristica: characteristicIds.get(c)! })));
  if (characteristicRows.length) await tx.insert(caracteristicaPessoa).values(characteristicRows);
  const codes = each((d, id) => (d.alterdata ? [{ company, people: id, CdPessoaAlterdata: d.alterdata }] : []));
  if (codes.length) await tx.insert(pessoaAlterdata).values(codes);
  const contacts = each((d, id) => (d.contacts ?? []).map((c) => ({ ...c, owner: id })));
  if (contacts.length) {
    // RETURNING follows the order of VALUES.
    const contactIds = await tx
      .insert(people)
      .values(contacts.map((c) => ({ name: c.name, peopleType: 'F', contributorType: '9', company })))
      .returning({ id: people.id });
    await tx.insert(emails).values(contacts.map((c, i) => ({ email: c.email, people: contactIds[i].id, company })));
    await tx.insert(phones).values(contacts.map((c, i) => ({ ddd: c.ddd, phone: c.phone, people: contactIds[i].id, company })));
    await tx
      .insert(pessoaRelacionadas)
      .values(contacts.map((c, i) => ({ company, people: c.owner, related: contactIds[i].id, relationType: 'contato', role: c.role })));
  }
  return ids;
}

/** The company's users (administrators first) and their people. */
async function usersOf(tx: Tx, company: number) {
  const rows = await tx
    .select({ id: users.id, people: users.people, roles: users.roles })
    .from(users)
    .innerJoin(peopleLinks, eq(peopleLinks.people, users.people))
    .where(eq(peopleLinks.company, company))
    .orderBy(asc(users.id));
  return rows.map((r) => ({ ...r, admin: r.roles.includes('ROLE_ADMIN') }));
}

async function seedCompany(
  tx: Tx,
  rng: Rng,
  company: number,
  sizes: { clients: number; carriers: number; reps: number; offset: number },
  lists: { sectors: string[]; workflows: [string, string[]][]; expenses: string[]; characteristics: string[]; carrierConfig: string },
) {
  const allCities = cities();
  const used = new Set<string>();
  const characteristicRows = await tx
    .insert(caracteristicas)
    .values(lists.characteristics.map((DsCaracteristica) => ({ company, DsCaracteristica })))
    .returning();
  const characteristicIds = new Map(characteristicRows.map((r) => [r.DsCaracteristica, r.IdCaracteristica]));

  // Representatives: the company's non-administrator users (the salesperson) and sales reps of their own.
  const companyUsers = await usersOf(tx, company);
  const sellers = companyUsers.filter((u) => !u.admin).map((u) => u.people);
  if (sellers.length) await tx.insert(peopleLinks).values(sellers.map((p) => ({ company, people: p, linkType: 'salesman' })));
  const reps = [...sellers, ...(await insertDrafts(tx, company, repDrafts(rng, sizes.reps, allCities, used), characteristicIds))];
  await insertDrafts(tx, company, carrierDrafts(rng, sizes.carriers, allCities, used), characteristicIds);
  await insertDrafts(tx, company, clientDrafts(rng, sizes.clients, allCities, used, reps, sizes.offset), characteristicIds);

  const sectorRows = await tx
    .insert(setores)
    .values(lists.sectors.map((NmSetor) => ({ company, NmSetor })))
    .returning();
  const memberships = companyUsers.flatMap((u) =>
    sectorRows.filter((s, i) => (u.admin ? i % 2 === 0 : i === 0)).map((s) => ({ company, IdUsuario: u.id, IdSetor: s.IdSetor })),
  );
  if (memberships.length) await tx.insert(usuarioSetores).values(memberships);

  let mainWorkFlow: number | null = null;
  for (const [DsWorkFlow, phases] of lists.workflows) {
    const [wf] = await tx.insert(workFlows).values({ company, DsWorkFlow }).returning();
    mainWorkFlow ??= wf.IdWorkFlow;
    await tx.insert(workFlowItemFases).values(phases.map((NmFase, i) => ({ company, IdWorkFlow: wf.IdWorkFlow, NmFase, NrOrdem: i + 1, TpMarco: PHASE_MARKS[NmFase] ?? null })));
  }
  await tx.insert(categories).values(lists.expenses.map((nome) => ({ company, nome, icone: EXPENSE_ICONS[nome] ?? null, context: 'expense' })));
  await storeConfigs(tx, company, [
    { configKey: 'workFlow', configValue: String(mainWorkFlow), visibility: true },
    { configKey: 'transportadorCaracteristicaFiltro', configValue: 'false', visibility: true },
    { configKey: 'transportadorCaracteristicas', configValue: lists.carrierConfig, visibility: true },
  ]);
}

/** Demo people of the two demo companies; called inside seedDemo's transaction, after the companies and users. */
export async function seedPessoas(tx: Tx, companies: { main: number; other: number }): Promise<void> {
  // The CEPs of the demo's addresses answer from the cache: an offline demo still fills an address from its CEP.
  await cacheCeps(tx, demoCeps());
  await seedCompany(
    tx,
    generator(20240101),
    companies.main,
    { clients: 200, carriers: 20, reps: 9, offset: 0 },
    {
      sectors: ['Vendas', 'Expedição', 'Financeiro', 'Produção', 'Compras'],
      workflows: [
        ['Pedido de venda', PHASES],
        ['Devolução', ['Solicitação', 'Conferência', 'Crédito']],
      ],
      expenses: EXPENSES,
      characteristics: CHARACTERISTICS,
      carrierConfig: 'Refrigerado,Lotação',
    },
  );
  await seedCompany(
    tx,
    generator(777),
    companies.other,
    { clients: 6, carriers: 2, reps: 1, offset: 200 },
    {
      sectors: ['Vendas', 'Logística'],
      workflows: [['Pedido', ['Digitação', 'Separação', 'Entrega']]],
      expenses: ['Aluguel', 'Fretes'],
      characteristics: ['Carga seca', 'Refrigerado'],
      carrierConfig: 'Carga seca',
    },
  );
}
