import {
  IconAdjustments,
  IconAlertTriangle,
  IconBox,
  IconBuilding,
  IconBuildingStore,
  IconCalculator,
  IconPercentage,
  IconRuler2,
  IconMathFunction,
  IconCalendar,
  IconChartBar,
  IconChartLine,
  IconChecklist,
  IconClipboardList,
  IconCoin,
  IconColumns,
  IconDashboard,
  IconFileDollar,
  IconFileInvoice,
  IconFileText,
  IconFolder,
  IconHome,
  IconList,
  IconListDetails,
  IconLock,
  IconMap,
  IconMapPin,
  IconMenu2,
  IconPackage,
  IconPoint,
  IconReceipt,
  IconReportMoney,
  IconRoute,
  IconSettings,
  IconShoppingCart,
  IconTag,
  IconTruck,
  IconTruckDelivery,
  IconUser,
  IconUsers,
  IconWallet,
  IconAddressBook,
  IconBell,
  IconBriefcase,
  IconId,
  IconKey,
  IconPalette,
  IconShieldLock,
  IconStar,
  IconUserCog,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';

/**
 * Icons a menu entry may name (`icone`, a tabler icon name such as 'IconTruck', 'truck' or 'truck-delivery').
 * A curated set keeps the bundle small; unknown names get a neutral dot.
 */
const ICONS: Record<string, Icon> = {
  'address-book': IconAddressBook,
  adjustments: IconAdjustments,
  'file-dollar': IconFileDollar,
  bell: IconBell,
  briefcase: IconBriefcase,
  id: IconId,
  key: IconKey,
  palette: IconPalette,
  'shield-lock': IconShieldLock,
  star: IconStar,
  'user-cog': IconUserCog,
  'user-plus': IconUserPlus,
  'alert-triangle': IconAlertTriangle,
  box: IconBox,
  building: IconBuilding,
  'building-store': IconBuildingStore,
  calculator: IconCalculator,
  ruler: IconRuler2,
  'math-function': IconMathFunction,
  calendar: IconCalendar,
  'chart-bar': IconChartBar,
  'chart-line': IconChartLine,
  checklist: IconChecklist,
  'clipboard-list': IconClipboardList,
  coin: IconCoin,
  columns: IconColumns,
  dashboard: IconDashboard,
  'file-invoice': IconFileInvoice,
  'file-text': IconFileText,
  folder: IconFolder,
  home: IconHome,
  list: IconList,
  'list-details': IconListDetails,
  lock: IconLock,
  map: IconMap,
  'map-pin': IconMapPin,
  menu: IconMenu2,
  'menu-2': IconMenu2,
  package: IconPackage,
  percentage: IconPercentage,
  receipt: IconReceipt,
  'report-money': IconReportMoney,
  route: IconRoute,
  settings: IconSettings,
  'shopping-cart': IconShoppingCart,
  tag: IconTag,
  truck: IconTruck,
  'truck-delivery': IconTruckDelivery,
  user: IconUser,
  users: IconUsers,
  wallet: IconWallet,
};

/** The names a menu entry may use, sorted (the menu editor offers them). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS).sort();

/** The catalogue key of an icon name: 'IconTruckDelivery', 'truck_delivery' and 'truck-delivery' are 'truck-delivery'. */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/^Icon(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .replace(/^icon-/, '');
}

export function menuIcon(name: string | null | undefined): Icon {
  if (!name) return IconPoint;
  return ICONS[iconKey(name)] ?? IconPoint;
}
