export * from './field-frame';
