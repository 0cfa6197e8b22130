// Written by the build's compiledCatalogs plugin (build/compiled-catalogs.ts).
declare module 'virtual:compiled-catalog/*' {
  import type { CompiledCatalog } from '@stayfront/core/i18n';

  const messages: CompiledCatalog;
  export default messages;
}
