export { CARD_NETWORK_NAMES, CardNetworkLogo, type CardNetworkLogoProps } from './card-network-logo';
