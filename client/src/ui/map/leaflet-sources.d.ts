// Leaflet's ES module sources (leaflet/src/…, used by leaflet-subset.ts) ship without types; the
// subset gives its exports @types/leaflet's types.
declare module 'leaflet/src/*';
