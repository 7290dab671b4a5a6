import { useTranslation } from 'react-i18next';
import { DataList, type AnyListDefinition } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { acoesAcessoList, modulosAcessoList, rotasAcessoList } from './catalogo.lists';

/** One list of the access catalogue: read only, since start-up writes it from the areas' declarations. */
function CatalogoList({ keys, list }: { keys: 'modulosAcesso' | 'rotasAcesso' | 'acoesAcesso'; list: AnyListDefinition }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`${keys}.title`)} description={t(`${keys}.description`)} favorite={t(`${keys}.title`)} />
      <DataList definition={list} />
    </>
  );
}

/** /config/modulos. */
export const ModulosAcessoPage = () => <CatalogoList keys="modulosAcesso" list={modulosAcessoList} />;
/** /config/rotas. */
export const RotasAcessoPage = () => <CatalogoList keys="rotasAcesso" list={rotasAcessoList} />;
/** /config/acoes. */
export const AcoesAcessoPage = () => <CatalogoList keys="acoesAcesso" list={acoesAcessoList} />;
