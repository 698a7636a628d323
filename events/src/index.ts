// First: zod's own messages in German (configured by the shared package), also where only the
// events are loaded.
import '@lieferdesk/shared';

export * from './s3';
export * from './lesen';
export * from './verarbeitung';
export * from './abholen';
export * from './interfacelauf';
export * from './listenExport';
export * from './strecken';
