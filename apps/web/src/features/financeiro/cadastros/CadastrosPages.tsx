import { TpAtivo, type ALTERDATA_USUARIO_LIST, type CENTRO_DE_CUSTO_LIST, type EMPRESA_ERP_LIST, type WEBAPI_USUARIO_LIST } from '@backoffice/domain';
import type { ContractRow } from '@/platform/list';
import { RegisterFieldsForm, type RegisterField } from '@/platform/ui/RegisterFields';
import { RegisterScreen, type RegisterFormProps } from '@/platform/ui/RegisterScreen';
import { centrosDeCustoList, empresasErpList, usuariosAlterdataList, usuariosWebapiList } from './cadastros.lists';

type CentroDeCustoRow = ContractRow<typeof CENTRO_DE_CUSTO_LIST>;
type EmpresaErpRow = ContractRow<typeof EMPRESA_ERP_LIST>;
type UsuarioAlterdataRow = ContractRow<typeof ALTERDATA_USUARIO_LIST>;
type UsuarioWebapiRow = ContractRow<typeof WEBAPI_USUARIO_LIST>;

const centroFields: RegisterField[] = [
  { name: 'CdCentroDeCusto', kind: 'text', label: 'centrosDeCusto.fields.CdCentroDeCusto', required: true, maxLength: 20, upper: true },
  { name: 'NmCentroDeCusto', kind: 'text', label: 'centrosDeCusto.fields.NmCentroDeCusto', required: true, maxLength: 100 },
  { name: 'TpCentroDeCusto', kind: 'enum', enum: TpAtivo, label: 'centrosDeCusto.fields.TpCentroDeCusto', required: true },
];
const empresaFields: RegisterField[] = [
  { name: 'CdEmpresaErp', kind: 'text', label: 'empresasErp.fields.CdEmpresaErp', required: true, maxLength: 20 },
  { name: 'NmEmpresaErp', kind: 'text', label: 'empresasErp.fields.NmEmpresaErp', required: true, maxLength: 100 },
  { name: 'NrDocumento', kind: 'text', label: 'empresasErp.fields.NrDocumento', maxLength: 18 },
];
const alterdataFields: RegisterField[] = [
  { name: 'idUsuario', kind: 'lookup', label: 'usuariosAlterdata.fields.idUsuario', required: true, source: '/usuarios/getItems', searchParam: 'label' },
  { name: 'username', kind: 'text', label: 'usuariosAlterdata.fields.username', required: true, maxLength: 60 },
  { name: 'key', kind: 'secret', label: 'usuariosAlterdata.fields.key', required: true, maxLength: 100, keepHint: 'usuariosAlterdata.keepKey' },
];
const webapiFields: RegisterField[] = [
  { name: 'NmUsuario', kind: 'text', label: 'usuariosWebapi.fields.NmUsuario', required: true, maxLength: 100 },
  { name: 'CdUsuarioErp', kind: 'text', label: 'usuariosWebapi.fields.CdUsuarioErp', maxLength: 40 },
];

function CentroDeCustoForm(props: RegisterFormProps<CentroDeCustoRow>) {
  return (
    <RegisterFieldsForm
      {...props}
      // A new cost center is active.
      defaults={{ TpCentroDeCusto: 'A' }}
      keys="centrosDeCusto"
      resource={centrosDeCustoList.resource}
      idField="IdCentroDeCusto"
      fields={centroFields}
      lists={[centrosDeCustoList.resource]}
      nameOf={(r) => r.NmCentroDeCusto}
    />
  );
}

function EmpresaErpForm(props: RegisterFormProps<EmpresaErpRow>) {
  return <RegisterFieldsForm {...props} keys="empresasErp" resource={empresasErpList.resource} idField="id" fields={empresaFields} lists={[empresasErpList.resource]} nameOf={(r) => r.NmEmpresaErp} />;
}

function UsuarioAlterdataForm(props: RegisterFormProps<UsuarioAlterdataRow>) {
  return (
    <RegisterFieldsForm {...props} keys="usuariosAlterdata" resource={usuariosAlterdataList.resource} idField="id" fields={alterdataFields} lists={[usuariosAlterdataList.resource]} nameOf={(r) => r.username} />
  );
}

function UsuarioWebapiForm(props: RegisterFormProps<UsuarioWebapiRow>) {
  return <RegisterFieldsForm {...props} keys="usuariosWebapi" resource={usuariosWebapiList.resource} idField="IdUsuario" fields={webapiFields} lists={[usuariosWebapiList.resource]} nameOf={(r) => r.NmUsuario} />;
}

/** /financeiro/centros-de-custo (the accounts payable's `apagar` permission). */
export function CentrosDeCustoPage() {
  return <RegisterScreen<CentroDeCustoRow> keys="centrosDeCusto" list={centrosDeCustoList} permission="apagar" nameOf={(r) => r.NmCentroDeCusto} Form={CentroDeCustoForm} />;
}

/** /financeiro/empresas-erp (the ERP integration's `integracao` permission). */
export function EmpresasErpPage() {
  return <RegisterScreen<EmpresaErpRow> keys="empresasErp" list={empresasErpList} permission="integracao" nameOf={(r) => r.NmEmpresaErp} Form={EmpresaErpForm} />;
}

/** /financeiro/usuarios-alterdata (`integracao`). */
export function UsuariosAlterdataPage() {
  return <RegisterScreen<UsuarioAlterdataRow> keys="usuariosAlterdata" list={usuariosAlterdataList} permission="integracao" nameOf={(r) => r.username} Form={UsuarioAlterdataForm} />;
}

/** /financeiro/usuarios-webapi (`integracao`). */
export function UsuariosWebapiPage() {
  return <RegisterScreen<UsuarioWebapiRow> keys="usuariosWebapi" list={usuariosWebapiList} permission="integracao" nameOf={(r) => r.NmUsuario} Form={UsuarioWebapiForm} />;
}
