export {
  type LocationChoices,
  type LocationField,
  LocationPickers,
  type LocationPickersProps,
} from './location-pickers';
