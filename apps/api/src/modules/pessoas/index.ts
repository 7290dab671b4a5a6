// The people area's public face (other areas import this file only). The module declaration is pessoas.module.ts.
export * from './pessoas.table.ts';
export * from './pessoas.references.ts';
export { assertDocumentFree, contributorRule } from './pessoas.rules.ts';
export { updateProfilePart } from './profile.service.ts';
export { createClient } from './clients.service.ts';
export { createCompanyPerson, createPeople, createPerson, ensureSectors, linkPerson, renamePerson, setMainEmail, type LinkType, type NewPerson } from './people.commands.ts';
