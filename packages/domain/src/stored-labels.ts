/**
 * O catálogo dos rótulos gravados no banco: os títulos e módulos do menu, os fluxos e as fases dos pedidos, os dias
 * da semana das visões e as mensagens que um serviço grava (o erro de uma cotação de frete). A linha guarda o texto pt-BR com que a aplicação a criou
 * (o menu de cada área, a carga de demonstração, a visão); esse texto é a chave estável, e a tela mostra a tradução
 * no idioma do usuário. Um texto que o catálogo não conhece (digitado por um usuário, um título renomeado) é mostrado
 * como está: é dado, não rótulo.
 *
 * Quem traduz é a tela (o idioma muda sem buscar de novo o menu guardado, e filtros e ordem seguem sobre o texto
 * gravado); o servidor não muda o que guarda.
 */
import { resolveLocale, type Locale } from './common/locale.ts';
import type { MessageCatalogue } from './common/message-format.ts';
import { labelOfStored } from './common/stored-label.ts';

type Texts = Readonly<Record<Exclude<Locale, 'pt-BR'>, string>>;
const t2 = (en: string, es: string): Texts => ({ 'en-US': en, es });

/** Títulos do menu (menus.menu) que as áreas semeiam (`menu` de cada módulo da API). */
export const MENU_TITLES: Readonly<Record<string, Texts>> = {
  Ações: t2('Actions', 'Acciones'),
  'Análise de crédito': t2('Credit analysis', 'Análisis de crédito'),
  'Análises de MRP': t2('MRP analyses', 'Análisis de MRP'),
  'Anexos do MRP': t2('MRP attachments', 'Adjuntos del MRP'),
  'Campos adicionais': t2('Additional fields', 'Campos adicionales'),
  'Categorias de despesa': t2('Expense categories', 'Categorías de gasto'),
  'Centros de custo': t2('Cost centers', 'Centros de costo'),
  Clientes: t2('Clients', 'Clientes'),
  Comissões: t2('Commissions', 'Comisiones'),
  Conferência: t2('Checking', 'Verificación'),
  'Configuração por UF': t2('Settings by state', 'Configuración por estado'),
  Configurações: t2('Settings', 'Configuración'),
  'Contas a pagar': t2('Accounts payable', 'Cuentas por pagar'),
  'Cotações de compra': t2('Purchase quotations', 'Cotizaciones de compra'),
  CRM: t2('CRM', 'CRM'),
  'Emissão de NF-e': t2('NF-e issuing', 'Emisión de NF-e'),
  Empresas: t2('Companies', 'Empresas'),
  'Empresas do ERP': t2('ERP companies', 'Empresas del ERP'),
  Entregas: t2('Deliveries', 'Entregas'),
  'Etiquetas (tags)': t2('Tags', 'Etiquetas'),
  'Famílias de produtos': t2('Product families', 'Familias de productos'),
  Favoritos: t2('Favorites', 'Favoritos'),
  'Formação de preço': t2('Price formation', 'Formación de precio'),
  Fórmulas: t2('Formulas', 'Fórmulas'),
  Fretes: t2('Freight', 'Fletes'),
  'Geração de pedidos': t2('Order generation', 'Generación de pedidos'),
  'Grupos de produtos': t2('Product groups', 'Grupos de productos'),
  'Guias GNRE': t2('GNRE slips', 'Guías GNRE'),
  Início: t2('Home', 'Inicio'),
  'Itens integrados (ERP)': t2('Integrated items (ERP)', 'Ítems integrados (ERP)'),
  'Layouts de listagem': t2('List layouts', 'Diseños de listado'),
  'Loja virtual': t2('Online store', 'Tienda virtual'),
  'Lotes trocados': t2('Swapped lots', 'Lotes cambiados'),
  Menu: t2('Menu', 'Menú'),
  Motoristas: t2('Drivers', 'Conductores'),
  Módulos: t2('Modules', 'Módulos'),
  'Notas fiscais (XML)': t2('Invoices (XML)', 'Facturas (XML)'),
  'Novo cliente': t2('New client', 'Nuevo cliente'),
  'Novo produto': t2('New product', 'Nuevo producto'),
  Orçamentos: t2('Quotes', 'Presupuestos'),
  'Painel: matérias-primas': t2('Dashboard: raw materials', 'Panel: materias primas'),
  'Painel: produtos acabados': t2('Dashboard: finished products', 'Panel: productos terminados'),
  Painéis: t2('Dashboards', 'Paneles'),
  'Pedidos de compra': t2('Purchase orders', 'Órdenes de compra'),
  'Pedidos e roteiros': t2('Orders and routes', 'Pedidos y rutas'),
  Pedidos: t2('Orders', 'Pedidos'),
  'Perfis de acesso': t2('Access profiles', 'Perfiles de acceso'),
  Pipeline: t2('Pipeline', 'Embudo de ventas'),
  'Política comercial': t2('Commercial policy', 'Política comercial'),
  'Previsões de venda': t2('Sales forecasts', 'Previsiones de venta'),
  Produtos: t2('Products', 'Productos'),
  'Recebimentos do ERP': t2('ERP receipts', 'Cobros del ERP'),
  'Receitas da GNRE': t2('GNRE revenues', 'Ingresos de la GNRE'),
  'Registro de alterações': t2('Change log', 'Registro de cambios'),
  Rotas: t2('Routes', 'Rutas'),
  Roteirizador: t2('Route planner', 'Planificador de rutas'),
  'Roteirização manual': t2('Manual routing', 'Enrutamiento manual'),
  'Roteirização manual (tabela)': t2('Manual routing (table)', 'Enrutamiento manual (tabla)'),
  Roteiros: t2('Delivery routes', 'Rutas de entrega'),
  Setores: t2('Sectors', 'Sectores'),
  'Tabelas de frete': t2('Freight tables', 'Tablas de flete'),
  'Tabelas de impostos': t2('Tax tables', 'Tablas de impuestos'),
  'Taxas de comissão': t2('Commission rates', 'Tasas de comisión'),
  'Unidades de medida': t2('Units of measure', 'Unidades de medida'),
  'Usuários da API web': t2('Web API users', 'Usuarios de la API web'),
  'Usuários do Alterdata': t2('Alterdata users', 'Usuarios de Alterdata'),
  Usuários: t2('Users', 'Usuarios'),
  Veículos: t2('Vehicles', 'Vehículos'),
};

/** Os módulos do menu (menus.modulo): os títulos dos grupos da barra lateral. */
export const MENU_MODULES: Readonly<Record<string, Texts>> = {
  Cadastros: t2('Records', 'Registros'),
  Catálogo: t2('Catalog', 'Catálogo'),
  Compras: t2('Purchasing', 'Compras'),
  Configurações: t2('Settings', 'Configuración'),
  Financeiro: t2('Finance', 'Finanzas'),
  Fiscal: t2('Tax', 'Fiscal'),
  Geral: t2('General', 'General'),
  Logística: t2('Logistics', 'Logística'),
  'Planejamento (PCP)': t2('Planning (PCP)', 'Planificación (PCP)'),
  'Sistema anterior': t2('Previous system', 'Sistema anterior'),
  Vendas: t2('Sales', 'Ventas'),
};

/**
 * O catálogo de acesso (modulos.modulo, rotas.nome), que cada área declara (`access` do módulo da API): os módulos e
 * as telas da matriz de perfis e das listas de módulos e rotas, além dos que já são títulos do menu.
 */
export const ACCESS_LABELS: Readonly<Record<string, Texts>> = {
  'Separação e conferência': t2('Picking and checking', 'Separación y verificación'),
  'Tabela de preços da loja': t2('Store price list', 'Lista de precios de la tienda'),
  'Lotes de separação e conferência': t2('Picking and checking lots', 'Lotes de separación y verificación'),
  'Clientes e pessoas': t2('Clients and people', 'Clientes y personas'),
  'Conferência de comissões': t2('Commission check', 'Verificación de comisiones'),
  'Relatório de comissões': t2('Commission report', 'Informe de comisiones'),
  'Anexos das análises': t2('Analysis attachments', 'Adjuntos de los análisis'),
  'Enviar pedidos de compra ao fornecedor': t2('Send purchase orders to the supplier', 'Enviar órdenes de compra al proveedor'),
  'Painel PCP: produtos acabados': t2('PCP dashboard: finished products', 'Panel PCP: productos terminados'),
  'Painel PCP: matérias-primas': t2('PCP dashboard: raw materials', 'Panel PCP: materias primas'),
  'Fretes e tabelas de frete': t2('Freight and freight tables', 'Fletes y tablas de flete'),
  'Usuários da API web do ERP': t2('ERP web API users', 'Usuarios de la API web del ERP'),
  'Estoque, lotes e movimentos': t2('Stock, lots and movements', 'Existencias, lotes y movimientos'),
  'Pedidos de venda': t2('Sales orders', 'Pedidos de venta'),
  'Formação de preço (markup)': t2('Price formation (markup)', 'Formación de precio (markup)'),
  'Nova etiqueta': t2('New tag', 'Nueva etiqueta'),
  'Nova fórmula': t2('New formula', 'Nueva fórmula'),
  'Faturar pedidos (status T e P)': t2('Invoice orders (status T and P)', 'Facturar pedidos (estado T y P)'),
  'Devolver pedidos (status D)': t2('Return orders (status D)', 'Devolver pedidos (estado D)'),
  'Receber mercadorias (NF-e de fornecedor)': t2('Receive goods (supplier NF-e)', 'Recibir mercancías (NF-e de proveedor)'),
  'Cancelar pedidos (status C)': t2('Cancel orders (status C)', 'Cancelar pedidos (estado C)'),
  'Configurações da empresa': t2('Company settings', 'Configuración de la empresa'),
  'Recebimentos das parcelas': t2('Installment receipts', 'Cobros de las cuotas'),
  'Usuários da empresa': t2('Company users', 'Usuarios de la empresa'),
};

/** Os fluxos e as fases dos pedidos (work_flows.ds_work_flow, work_flow_item_fases.nm_fase) que a demonstração semeia. */
export const WORKFLOW_LABELS: Readonly<Record<string, Texts>> = {
  'Pedido de venda': t2('Sales order', 'Pedido de venta'),
  Pedido: t2('Order', 'Pedido'),
  Devolução: t2('Return', 'Devolución'),
  Digitação: t2('Entry', 'Digitación'),
  'Aprovação comercial': t2('Commercial approval', 'Aprobación comercial'),
  Separação: t2('Picking', 'Separación'),
  Faturamento: t2('Invoicing', 'Facturación'),
  Expedição: t2('Shipping', 'Despacho'),
  Entrega: t2('Delivery', 'Entrega'),
  Solicitação: t2('Request', 'Solicitud'),
  Conferência: t2('Checking', 'Verificación'),
  Crédito: t2('Credit', 'Crédito'),
};

/** Os dias da semana como as visões de roteiro os escrevem (dia_da_semana). */
export const WEEKDAYS: Readonly<Record<string, Texts>> = {
  Domingo: t2('Sunday', 'Domingo'),
  'Segunda-feira': t2('Monday', 'Lunes'),
  'Terça-feira': t2('Tuesday', 'Martes'),
  'Quarta-feira': t2('Wednesday', 'Miércoles'),
  'Quinta-feira': t2('Thursday', 'Jueves'),
  'Sexta-feira': t2('Friday', 'Viernes'),
  Sábado: t2('Saturday', 'Sábado'),
};

/** Access profiles the application creates: every company's administrator profile, the demo's salesperson profile. */
export const PROFILE_NAMES: Readonly<Record<string, Texts>> = {
  Administrador: t2('Administrator', 'Administrador'),
  Vendedor: t2('Salesperson', 'Vendedor'),
};

/** Notifications the application writes with fixed words (the demo's welcome, a finished job's body). */
export const NOTIFICATION_TEXTS: Readonly<Record<string, Texts>> = {
  'Bem-vindo ao back-office': t2('Welcome to the back office', 'Bienvenido al back office'),
  'Bem-vinda ao back-office': t2('Welcome to the back office', 'Bienvenida al back office'),
  'Sua empresa de demonstração está pronta: explore as telas pelo menu.': t2(
    'Your demo company is ready: explore the screens from the menu.',
    'Su empresa de demostración está lista: explore las pantallas desde el menú.',
  ),
  'Concluído.': t2('Done.', 'Terminado.'),
};

/** Every stored label the catalogue knows, by its pt-BR text (the groups never give one text two meanings). */
export const STORED_LABELS: Readonly<Record<string, Texts>> = {
  ...MENU_MODULES,
  ...WORKFLOW_LABELS,
  ...WEEKDAYS,
  ...MENU_TITLES,
  ...ACCESS_LABELS,
  ...NOTIFICATION_TEXTS,
  ...PROFILE_NAMES,
};

const byLocale = new Map<Locale, Readonly<Record<string, string>>>();

/** Every stored label in one language, pt-BR text → its words (none for pt-BR, shown as stored); built once per language. */
export function storedLabelsIn(locale: string): Readonly<Record<string, string>> {
  const lang = resolveLocale(locale);
  let labels = byLocale.get(lang);
  if (!labels) {
    labels = lang === 'pt-BR' ? {} : Object.fromEntries(Object.entries(STORED_LABELS).map(([text, texts]) => [text, texts[lang]]));
    byLocale.set(lang, labels);
  }
  return labels;
}

/**
 * The label of a stored text in the language (labelOfStored, with this catalogue's labels): a menu title, a flow's
 * phase, a stored pt-BR message ('Sem tabela de frete para o destino e o peso') in the language's words, anything
 * typed by a user as it is. The API reads every language's messages (storedLabel, stored-messages.ts); the web the
 * one language it has loaded, and its labels come with that language's strings (apps/web/src/app/catalogue.ts).
 */
export function storedLabelIn(messages: MessageCatalogue, text: string | null | undefined, locale: string): string {
  return labelOfStored(storedLabelsIn(locale), messages, text, locale);
}
