export * from './s3';
export * from './lesen';
export * from './verarbeitung';
export * from './strecken';
