import type { Plugin } from 'vite';
// By path: Node loads the config's packages itself, and it cannot run @stayfront/core's TypeScript.
import { isLocale } from '../../../packages/core/src/i18n/locales';
import { CATALOGS } from '../../../packages/core/src/i18n/server';
import { compileCatalog } from '../../../packages/core/src/i18n/translator';

const PREFIX = 'virtual:compiled-catalog/';

/**
 * `virtual:compiled-catalog/<locale>`: a language's messages compiled (ICU text to Lingui's
 * arrays). A build writes them compiled, so browsers neither download the ICU parser nor spend
 * the store's first renders running it; the dev server and tests compile when the module loads,
 * so an edited catalogue shows without a restart.
 */
export function compiledCatalogs(): Plugin {
  let build = false;
  return {
    name: 'stayfront:compiled-catalogs',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      if (!isLocale(locale)) throw new Error(`No catalogue for ${locale}`);
      if (build) return `export default ${JSON.stringify(compileCatalog(CATALOGS[locale]))};`;
      return [
        "import { compileCatalog } from '@stayfront/core/i18n';",
        "import { CATALOGS } from '@stayfront/core/i18n/server';",
        `export default compileCatalog(CATALOGS.${locale});`,
      ].join('\n');
    },
  };
}
