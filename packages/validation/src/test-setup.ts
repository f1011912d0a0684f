// The package formats in whatever languages its user registered (it imports @bookshop/i18n/core
// only, so a browser bundle carries one catalogue); its tests register both, as a server does.
import '@bookshop/i18n';
