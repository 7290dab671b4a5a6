/**
 * Labels of technical codes a user meets on screens: user roles ('ROLE_ADMIN'), company setting keys
 * ('legacyBaseUrl') and menu icon names ('truck-delivery'). Screens show the label; the code stays in the data
 * (and in a tooltip or smaller text where an administrator may need it). An unknown code is shown as it is.
 */
import { defineEnum, resolveLocale, type Locale } from '@backoffice/domain';
import { iconKey } from '../layout/icons';

/** User roles (users.roles). */
export const UserRole = defineEnum({
  ROLE_SUPER_ADMIN: { 'pt-BR': 'Superadministrador', 'en-US': 'Super administrator', es: 'Superadministrador', color: 'grape' },
  ROLE_ADMIN: { 'pt-BR': 'Administrador', 'en-US': 'Administrator', es: 'Administrador', color: 'violet' },
  ROLE_USER: { 'pt-BR': 'Usuário', 'en-US': 'User', es: 'Usuario', color: 'blue' },
  ROLE_CLIENT: { 'pt-BR': 'Cliente', 'en-US': 'Client', es: 'Cliente', color: 'teal' },
  ROLE_PROVIDER: { 'pt-BR': 'Fornecedor', 'en-US': 'Provider', es: 'Proveedor', color: 'orange' },
});

/** Company setting keys (configs.configKey): the known settings of the domain, with their types and labels. */
export { ConfigKey } from '@backoffice/domain';

type Texts = Readonly<Record<Locale, string>>;
const t3 = (pt: string, en: string, es: string): Texts => ({ 'pt-BR': pt, 'en-US': en, es });

/** Menu icon names (menu.icone), by their catalogue key (layout/icons.ts). */
const ICON_LABELS: Record<string, Texts> = {
  'address-book': t3('Agenda de contatos', 'Address book', 'Agenda de contactos'),
  adjustments: t3('Ajustes', 'Adjustments', 'Ajustes'),
  'alert-triangle': t3('Alerta', 'Warning', 'Alerta'),
  bell: t3('Sino', 'Bell', 'Campana'),
  box: t3('Caixa', 'Box', 'Caja'),
  briefcase: t3('Maleta', 'Briefcase', 'Maletín'),
  building: t3('Prédio', 'Building', 'Edificio'),
  'building-store': t3('Loja', 'Store', 'Tienda'),
  calculator: t3('Calculadora', 'Calculator', 'Calculadora'),
  ruler: t3('Régua', 'Ruler', 'Regla'),
  'math-function': t3('Fórmula', 'Formula', 'Fórmula'),
  calendar: t3('Calendário', 'Calendar', 'Calendario'),
  'chart-bar': t3('Gráfico de barras', 'Bar chart', 'Gráfico de barras'),
  'chart-line': t3('Gráfico de linhas', 'Line chart', 'Gráfico de líneas'),
  checklist: t3('Lista de verificação', 'Checklist', 'Lista de verificación'),
  'clipboard-list': t3('Prancheta', 'Clipboard', 'Portapapeles'),
  coin: t3('Moeda', 'Coin', 'Moneda'),
  columns: t3('Colunas', 'Columns', 'Columnas'),
  dashboard: t3('Painel', 'Dashboard', 'Panel'),
  'file-invoice': t3('Nota fiscal', 'Invoice', 'Factura'),
  'file-text': t3('Documento', 'Document', 'Documento'),
  folder: t3('Pasta', 'Folder', 'Carpeta'),
  home: t3('Início', 'Home', 'Inicio'),
  id: t3('Identificação', 'ID card', 'Identificación'),
  key: t3('Chave', 'Key', 'Llave'),
  list: t3('Lista', 'List', 'Lista'),
  'list-details': t3('Lista detalhada', 'Detailed list', 'Lista detallada'),
  lock: t3('Cadeado', 'Lock', 'Candado'),
  map: t3('Mapa', 'Map', 'Mapa'),
  'map-pin': t3('Marcador de mapa', 'Map pin', 'Marcador de mapa'),
  menu: t3('Menu', 'Menu', 'Menú'),
  'menu-2': t3('Menu', 'Menu', 'Menú'),
  package: t3('Pacote', 'Package', 'Paquete'),
  palette: t3('Paleta de cores', 'Palette', 'Paleta de colores'),
  receipt: t3('Recibo', 'Receipt', 'Recibo'),
  'report-money': t3('Relatório financeiro', 'Financial report', 'Informe financiero'),
  route: t3('Rota', 'Route', 'Ruta'),
  settings: t3('Engrenagem', 'Settings', 'Engranaje'),
  'shield-lock': t3('Escudo', 'Shield', 'Escudo'),
  'shopping-cart': t3('Carrinho', 'Shopping cart', 'Carrito'),
  star: t3('Estrela', 'Star', 'Estrella'),
  tag: t3('Etiqueta', 'Tag', 'Etiqueta'),
  truck: t3('Caminhão', 'Truck', 'Camión'),
  'truck-delivery': t3('Entrega', 'Delivery truck', 'Camión de reparto'),
  user: t3('Usuário', 'User', 'Usuario'),
  'user-cog': t3('Usuário e engrenagem', 'User settings', 'Usuario y engranaje'),
  'user-plus': t3('Novo usuário', 'Add user', 'Nuevo usuario'),
  users: t3('Pessoas', 'People', 'Personas'),
  wallet: t3('Carteira', 'Wallet', 'Billetera'),
};

/** The label of a menu icon name in the language; an unknown name as it is. */
export function iconLabel(name: string | null | undefined, locale: string): string {
  if (!name) return '';
  return ICON_LABELS[iconKey(name)]?.[resolveLocale(locale)] ?? name;
}

/** Labels of a list of roles, joined: ['ROLE_ADMIN', 'ROLE_USER'] -> 'Administrador, Usuário'. */
export function roleLabels(roles: readonly string[] | null | undefined, locale: string): string {
  return (roles ?? []).map((role) => UserRole.label(role, locale)).join(', ');
}
