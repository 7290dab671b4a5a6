import { FRETE_ROTA_LIST, MOTORISTA_LIST, VEICULO_LIST } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';
import { UfEnum } from '@/platform/list/uf-enum';

/** /cadastro/veiculos: the vehicles with their carrier (or the own fleet) and capacity, and the CSV. */
export const veiculosList = defineContractList(VEICULO_LIST, {
  id: 'veiculos',
  columns: [
    { field: 'NrPlaca', kind: 'text', label: 'veiculos.fields.NrPlaca', sortable: true, width: 100 },
    { field: 'NmVeiculo', kind: 'text', label: 'veiculos.fields.NmVeiculo', sortable: true, width: 220 },
    { field: 'Transportador', kind: 'text', label: 'veiculos.fields.Transportador', sortable: true, fallback: 'veiculos.ownFleet', width: 220 },
    { field: 'VlCapacidadeKG', kind: 'weight', label: 'veiculos.fields.VlCapacidadeKG', sortable: true, width: 140, sum: true },
    { field: 'VlCapacidadeM3', kind: 'number', places: 3, label: 'veiculos.fields.VlCapacidadeM3', width: 120 },
    { field: 'enable', kind: 'boolean', label: 'veiculos.fields.enable', sortable: true, width: 80 },
  ],
  filters: [
    { field: 'NrPlaca', kind: 'text', label: 'veiculos.fields.NrPlaca' },
    { field: 'NmVeiculo', kind: 'text', label: 'veiculos.fields.NmVeiculo' },
    { field: 'Transportador', kind: 'text', label: 'veiculos.fields.Transportador' },
    { field: 'enable', kind: 'boolean', label: 'veiculos.fields.enable' },
  ],
  defaultSort: { field: 'NmVeiculo', direction: 'asc' },
  rowId: 'IdVeiculo',
  favorites: false,
});

/** /cadastro/motoristas: the drivers. */
export const motoristasList = defineContractList(MOTORISTA_LIST, {
  id: 'motoristas',
  columns: [
    { field: 'NmMotorista', kind: 'text', label: 'motoristas.fields.NmMotorista', sortable: true, width: 240 },
    { field: 'NrCnh', kind: 'text', label: 'motoristas.fields.NrCnh', width: 140 },
    { field: 'NrTelefone', kind: 'phone', label: 'motoristas.fields.NrTelefone', width: 160 },
    { field: 'enable', kind: 'boolean', label: 'motoristas.fields.enable', width: 80 },
  ],
  filters: [
    { field: 'NmMotorista', kind: 'text', label: 'motoristas.fields.NmMotorista' },
    { field: 'enable', kind: 'boolean', label: 'motoristas.fields.enable' },
  ],
  defaultSort: { field: 'NmMotorista', direction: 'asc' },
  rowId: 'IdMotorista',
  favorites: false,
});

/** /cadastro/rota: each carrier's freight table lines by destination and weight bracket, with the lead time in business days. */
export const freteRotasList = defineContractList(FRETE_ROTA_LIST, {
  id: 'frete-rotas',
  columns: [
    { field: 'Transportador', kind: 'text', label: 'freteRotas.fields.Transportador', sortable: true, width: 200 },
    { field: 'NmRota', kind: 'text', label: 'freteRotas.fields.NmRota', sortable: true, width: 200 },
    { field: 'IdUF', kind: 'text', label: 'freteRotas.fields.IdUF', sortable: true, width: 60 },
    { field: 'NmCidades', kind: 'text', label: 'freteRotas.fields.NmCidades', width: 320 },
    { field: 'CdCepInicial', kind: 'cep', label: 'freteRotas.fields.CdCepInicial', width: 100 },
    { field: 'CdCepFinal', kind: 'cep', label: 'freteRotas.fields.CdCepFinal', width: 100 },
    { field: 'VlPesoInicial', kind: 'weight', label: 'freteRotas.fields.VlPesoInicial', sortable: true, width: 130 },
    { field: 'VlPesoFinal', kind: 'weight', label: 'freteRotas.fields.VlPesoFinal', width: 130 },
    { field: 'VlKg', kind: 'number', places: 4, label: 'freteRotas.fields.VlKg', sortable: true, width: 110 },
    { field: 'VlMinimo', kind: 'money', label: 'freteRotas.fields.VlMinimo', width: 120 },
    { field: 'PcAdValorem', kind: 'number', places: 'auto', label: 'freteRotas.fields.PcAdValorem', width: 110 },
    { field: 'PcGris', kind: 'number', places: 'auto', label: 'freteRotas.fields.PcGris', width: 90 },
    { field: 'VlPedagio100Kg', kind: 'money', label: 'freteRotas.fields.VlPedagio100Kg', width: 130 },
    { field: 'DiasPrazo', kind: 'businessDays', label: 'freteRotas.fields.DiasPrazo', sortable: true, width: 130 },
    { field: 'enable', kind: 'boolean', label: 'freteRotas.fields.enable', width: 70 },
  ],
  filters: [
    { field: 'IdTransportador', kind: 'lookup', label: 'freteRotas.fields.IdTransportador', source: '/transportador-ativo', searchParam: 'input', labelField: 'name' },
    { field: 'NmRota', kind: 'text', label: 'freteRotas.fields.NmRota' },
    { field: 'IdUF', kind: 'enum', enum: UfEnum, label: 'freteRotas.fields.IdUF' },
    { field: 'NmCidades', kind: 'text', label: 'freteRotas.fields.NmCidades' },
    { field: 'enable', kind: 'boolean', label: 'freteRotas.fields.enable' },
  ],
  defaultSort: { field: 'Transportador', direction: 'asc' },
  rowId: 'IdFreteRota',
  favorites: false,
});
