import { defineList } from '@/platform/list';

export interface CompanyRow {
  '@id': string;
  id: number;
  name: string;
  alias: string | null;
  document: string | null;
}

/** /company: the companies the user may act for (GET /api/people/my-companies). */
export const companyList = defineList<CompanyRow>({
  id: 'company',
  resource: '/people/my-companies',
  columns: [
    { field: 'id', kind: 'code', label: 'company.fields.id', sortable: true, width: 80 },
    { field: 'name', kind: 'link', label: 'company.fields.name', sortable: true, route: 'company_detail', params: { id: 'id' } },
    { field: 'alias', kind: 'text', label: 'company.fields.alias' },
    { field: 'document', kind: 'document', label: 'company.fields.document' },
  ],
  filters: [
    { field: 'name', kind: 'text', label: 'company.fields.name' },
    { field: 'alias', kind: 'text', label: 'company.fields.alias' },
    { field: 'document', kind: 'digits', label: 'company.fields.document' },
  ],
  defaultSort: { field: 'id', direction: 'asc' },
  rowLink: { route: 'company_detail', params: { id: 'id' } },
  selectable: true,
});

export interface CompanyUserRow {
  '@id': string;
  id: number;
  username: string;
  realname?: string | null;
  email?: string | null;
  people?: number | null;
  roles?: string[];
  type?: string | null;
  active?: boolean;
  createdAt?: string | null;
}

/**
 * Users of one company (GET /api/users?company=<id>), on the company screen; a row opens the user
 * (/company/id/:id/users/:employeeId). The page adds the company to the query and to the row link.
 */
export const companyUsersList = defineList<CompanyUserRow>({
  id: 'company-users',
  resource: '/users',
  columns: [
    { field: 'id', kind: 'code', label: 'users.fields.id', sortable: true, width: 80 },
    { field: 'realname', kind: 'text', label: 'users.fields.realname', sortable: true },
    { field: 'username', kind: 'text', label: 'users.fields.username', sortable: true },
    { field: 'email', kind: 'text', label: 'users.fields.email', sortable: true },
    { field: 'active', kind: 'boolean', label: 'users.fields.active' },
    { field: 'createdAt', kind: 'datetime', label: 'users.fields.createdAt', sortable: true },
  ],
  filters: [
    { field: 'realname', kind: 'text', label: 'users.fields.realname' },
    { field: 'username', kind: 'text', label: 'users.fields.username' },
    { field: 'active', kind: 'boolean', label: 'users.fields.active' },
  ],
  defaultSort: { field: 'id', direction: 'asc' },
  titleField: 'realname',
});
