import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { cellText } from '../list/cells';
import { formattersFor } from './format';
import { ConfigKey, iconLabel, roleLabels, UserRole } from './codes';

const t = ((key: string) => key) as unknown as TFunction;

describe('labels of technical codes', () => {
  it.each([
    ['pt-BR', 'Administrador, Usuário'],
    ['en-US', 'Administrator, User'],
    ['es', 'Administrador, Usuario'],
  ])('roles in %s', (locale, text) => {
    expect(roleLabels(['ROLE_ADMIN', 'ROLE_USER'], locale)).toBe(text);
  });

  it('config keys and icon names (any spelling) have labels; an unknown code is shown as it is', () => {
    expect(ConfigKey.label('legacyBaseUrl', 'pt-BR')).toBe('Endereço do sistema anterior');
    expect(iconLabel('truck-delivery', 'pt-BR')).toBe('Entrega');
    expect(iconLabel('IconTruckDelivery', 'en-US')).toBe('Delivery truck');
    expect(iconLabel('truck_delivery', 'es')).toBe('Camión de reparto');
    expect(UserRole.label('ROLE_ESTRANHO', 'pt-BR')).toBe('ROLE_ESTRANHO');
    expect(iconLabel('nao-existe', 'pt-BR')).toBe('nao-existe');
  });

  it('list cells show the labels: roles (a list of codes), config keys and icons', () => {
    const fmt = formattersFor('pt-BR');
    expect(cellText({ field: 'roles', kind: 'enum', enum: UserRole, label: 'users.fields.roles' }, { roles: ['ROLE_ADMIN'] }, fmt, t)).toBe('Administrador');
    expect(cellText({ field: 'configKey', kind: 'enum', enum: ConfigKey, label: 'settings.fields.configKey' }, { configKey: 'gtmId' }, fmt, t)).toBe(
      'Google Tag Manager (contêiner)',
    );
    expect(cellText({ field: 'icone', kind: 'icon', label: 'menuConfig.fields.icone' }, { icone: 'settings' }, fmt, t)).toBe('Engrenagem');
  });
});
