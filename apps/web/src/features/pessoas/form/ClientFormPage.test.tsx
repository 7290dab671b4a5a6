import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenRoute } from '@/platform/routes/registry';
import { hydra, renderRoutes, signIn, stubFetch, type FetchCall, type FetchHandler } from '@/test/utils';
import type { Client } from '../clients.api';
import { ClientFormPage } from './ClientFormPage';

const screens: ScreenRoute[] = [
  { name: 'clients_list', path: '/clients/list', area: 'pessoas', component: () => null },
  { name: 'clients_create', path: '/clients/create', area: 'pessoas', component: ClientFormPage },
  { name: 'clients_edit', path: '/clients/edit/:idCliente', area: 'pessoas', component: ClientFormPage },
];

const routes = [
  { path: '/clients/create', element: <ClientFormPage /> },
  { path: '/clients/edit/:idCliente', element: <ClientFormPage /> },
  { path: '*', element: <div>other page</div> },
];

const client: Client = {
  '@id': '/api/people/clients/5',
  id: 5,
  company: 1,
  name: 'Mercado Exemplo Ltda',
  alias: 'Mercado Exemplo',
  peopleType: 'J',
  document: '11222333000181',
  ie: '244123456119',
  contributorType: '1',
  billing: '15000.50',
  billingDays: '30/60',
  paymentTerm: 30,
  salesRep: 12,
  salesRepName: 'Juliana Moura',
  note: null,
  foundationDate: null,
  enable: true,
  createdAt: '2026-01-10T12:00:00Z',
  addresses: [
    {
      id: 60,
      nickname: 'Principal',
      cep: '13010111',
      streetType: 'Rua',
      street: 'Barão de Jaguara',
      number: '1000',
      complement: null,
      district: 'Centro',
      city: 'Campinas',
      cityIbge: '3509502',
      uf: 'SP',
      country: 'Brasil',
    },
  ],
  phones: [{ id: 62, ddd: '19', phone: '991234567' }],
  emails: [{ id: 57, email: 'compras@exemplo.com.br' }],
  contacts: [{ id: 243, relation: 7, name: 'Joana', email: 'joana@exemplo.com.br', phone: '19991112222', role: 'Compras' }],
};

const SE = { cep: '01001000', streetType: 'Praça', street: 'da Sé', district: 'Sé', city: 'São Paulo', cityIbge: '3550308', uf: 'SP', country: 'Brasil' };

/** The lookups every client screen makes, plus `extra` for the test's own calls. */
function serve(extra: FetchHandler = () => undefined): FetchCall[] {
  return stubFetch((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.url.startsWith('/api/representante/ativo')) return { body: hydra([{ id: 12, name: 'Juliana Moura' }]) };
    if (call.url.startsWith('/api/favorites')) return { body: hydra([]) };
    if (call.url === '/api/cep_address/01001000') return { body: SE };
    if (call.url === '/api/cep_address/20040002')
      return { status: 503, body: { 'hydra:description': 'Serviço de CEP indisponível, preencha o endereço', code: 'cep_unavailable' } };
    if (call.url.startsWith('/api/cep_address/')) return { status: 404, body: { 'hydra:description': 'CEP não encontrado' } };
    if (call.url.startsWith('/api/geo_places')) return { body: hydra([]) };
    if (call.url === '/api/people/clients/5' && call.method === 'GET') return { body: client };
    return undefined;
  });
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
}

describe('client form', () => {
  it('mascara CPF e CNPJ (também o alfanumérico) e aponta o documento inválido assim que ele se completa', async () => {
    signIn();
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/clients/create', screens);
    const document = await screen.findByRole('textbox', { name: /CNPJ \/ CPF/ });
    await user.type(document, '12345678900');
    expect((document as HTMLInputElement).value).toBe('123.456.789-00');
    expect(await screen.findByText('CPF inválido')).toBeTruthy();

    await user.clear(document);
    await user.type(document, '52998224725');
    expect((document as HTMLInputElement).value).toBe('529.982.247-25');
    await waitFor(() => expect(screen.queryByText('CPF inválido')).toBeNull());

    await user.clear(document);
    await user.type(document, '12abc34501de35');
    expect((document as HTMLInputElement).value).toBe('12.ABC.345/01DE-35');
    expect(screen.queryByText('CNPJ inválido')).toBeNull();

    await user.clear(document);
    await user.type(document, '11222333000182');
    expect((document as HTMLInputElement).value).toBe('11.222.333/0001-82');
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
  });

  it('preenche o endereço pelo CEP de 8 dígitos, de 7 (com o zero) avisa o CEP não encontrado e o serviço de CEP indisponível', async () => {
    signIn();
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/clients/create', screens);
    const address = await screen.findByRole('group', { name: 'Endereço 1' });
    const cep = within(address).getByRole('textbox', { name: /CEP/ }) as HTMLInputElement;

    await user.type(cep, '01001000');
    expect(cep.value).toBe('01001-000');
    await waitFor(() => expect((within(address).getByRole('textbox', { name: /Logradouro/ }) as HTMLInputElement).value).toBe('da Sé'));
    expect((within(address).getByRole('textbox', { name: /Bairro/ }) as HTMLInputElement).value).toBe('Sé');
    expect(address.querySelector<HTMLInputElement>('input[id$="-streetType"]')?.value).toBe('Praça');
    expect(address.querySelector<HTMLInputElement>('input[id$="-city"]')?.value).toBe('São Paulo - SP');
    expect(address.querySelector<HTMLInputElement>('input[id$="-uf"]')?.value).toBe('SP');
    expect(within(address).getByRole('status').textContent).toContain('Endereço preenchido pelo CEP');
    // The number is the part a CEP never gives: the focus goes there.
    expect(document.activeElement?.id).toMatch(/-number$/);

    await user.clear(cep);
    await user.type(cep, '99999999');
    await waitFor(() => expect(within(address).getByRole('status').textContent).toContain('CEP não encontrado'));
    expect((within(address).getByRole('textbox', { name: /Logradouro/ }) as HTMLInputElement).readOnly).toBe(false);

    // The CEP service is down: it says so, never that the CEP does not exist.
    await user.clear(cep);
    await user.type(cep, '20040002');
    await waitFor(() => expect(within(address).getByRole('status').textContent).toContain('Serviço de CEP indisponível, preencha o endereço'));
    expect(within(address).getByRole('status').textContent).not.toContain('não encontrado');

    await user.clear(cep);
    await user.type(cep, '1001000');
    fireEvent.blur(cep);
    await waitFor(() => expect(cep.value).toBe('01001-000'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/cep_address/01001000')).toHaveLength(2));
  });

  it('mostra as violações do 422 nos campos (addresses.0.cep, document, emails) e o valor em reais vai como decimal', async () => {
    signIn();
    const calls = serve((call) =>
      call.method === 'PUT' && call.url === '/api/people/clients/5'
        ? {
            status: 422,
            body: {
              '@type': 'ConstraintViolationList',
              'hydra:description': 'addresses.0.cep: CEP inválido',
              violations: [
                { propertyPath: 'addresses.0.cep', message: 'CEP inválido' },
                { propertyPath: 'document', message: 'Já existe um cliente com este documento nesta empresa' },
                { propertyPath: 'emails.0.email', message: 'E-mail inválido' },
                { propertyPath: 'company', message: 'Valor inválido' },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/clients/edit/5', screens);
    const billing = (await screen.findByRole('textbox', { name: 'Limite de faturamento' })) as HTMLInputElement;
    expect(billing.value).toBe('15.000,50');
    await user.clear(billing);
    await user.type(billing, '1.234,56');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const address = screen.getByRole('group', { name: 'Endereço 1' });
    expect(await within(address).findByText('CEP inválido')).toBeTruthy();
    expect(screen.getByText('Já existe um cliente com este documento nesta empresa')).toBeTruthy();
    expect(screen.getByText('E-mail inválido')).toBeTruthy();
    // A violation of a property the form does not have: the general message.
    expect(screen.getByRole('alert').textContent).toContain('Valor inválido');

    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Mercado Exemplo Ltda',
      document: '11222333000181',
      billing: '1234.56',
      paymentTerm: 30,
      salesRep: 12,
      addresses: [{ id: 60, cep: '13010111', street: 'Barão de Jaguara', number: '1000', city: 'Campinas', cityIbge: '3509502', uf: 'SP' }],
      phones: [{ id: 62, phone: '19991234567' }],
      emails: [{ id: 57, email: 'compras@exemplo.com.br' }],
      contacts: [{ id: 243, name: 'Joana', phone: '19991112222', role: 'Compras' }],
    });
  });

  it('valida antes de enviar e, ao criar, vai para a edição com "Dados salvos com sucesso"', async () => {
    signIn();
    const created = { ...client, id: 77, name: 'Padaria Nova', alias: null, document: '52998224725', addresses: [], phones: [], emails: [], contacts: [] };
    const calls = serve((call) => {
      if (call.method === 'POST' && call.url === '/api/people/clients') return { status: 201, body: created };
      if (call.url === '/api/people/clients/77') return { body: created };
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/clients/create', screens);
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(screen.getAllByText('Este campo é obrigatório').length).toBeGreaterThan(3);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Razão social/ }), 'Padaria Nova');
    await user.type(screen.getByRole('textbox', { name: /CNPJ \/ CPF/ }), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Remover endereço 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefone 1' }), '19991234567');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/edit/77'));
    // The notification comes after the navigation and the edit screen's first render: up to 5 s on a loaded machine.
    expect(await screen.findByText('Dados salvos com sucesso', {}, { timeout: 5000 })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Padaria Nova', document: '52998224725', addresses: [], phones: [{ phone: '19991234567' }], emails: [] });
    expect(field('Razão social').value).toBe('Padaria Nova');
  });

  it('sair do formulário com alterações não salvas pergunta antes', async () => {
    signIn();
    serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/clients/edit/5', screens);
    const back = await screen.findByRole('link', { name: 'Voltar' }, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: /CNPJ \/ CPF/ }), '1');
    await user.click(back);
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/clients/edit/5');

    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/list'));
  });

  it('sem alterações, sair não pergunta', async () => {
    signIn();
    serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/clients/edit/5', screens);
    await user.click(await screen.findByRole('link', { name: 'Voltar' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/list'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('salvar um cliente desativado pede confirmação antes', async () => {
    signIn();
    const calls = serve((call) => (call.method === 'PUT' ? { body: { ...client, enable: false } } : undefined));
    const user = userEvent.setup();
    renderRoutes(routes, '/clients/edit/5', screens);
    await user.click(await screen.findByRole('switch', { name: 'Ativo' }, { timeout: 15000 }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar cliente?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Desativar cliente?' })).getByRole('button', { name: 'Desativar e salvar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ enable: false }));
  });
});
