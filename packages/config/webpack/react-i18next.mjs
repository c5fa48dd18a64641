// What the apps take from react-i18next, and only that (react-router-dom.mjs does the same for the
// router). A shared module keeps every export it has, so sharing react-i18next itself ships Trans,
// its HTML parser and the higher-order components to every page; sharing this file lets the build
// drop them. An app importing anything not listed here fails its build (exportsPresence).
// 'react-i18next-package' is the real package (an alias in create-config.mjs).
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
