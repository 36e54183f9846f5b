/** A city the demo addresses are in; its zipcodes are drawn between `zipFrom` and `zipTo`. */
export interface City {
  name: string;
  zipFrom: number;
  zipTo: number;
  /** A US state, for US addresses. */
  state?: string;
}

export const dutchCities: readonly City[] = [
  { name: 'Amsterdam', zipFrom: 1011, zipTo: 1109 },
  { name: 'Rotterdam', zipFrom: 3011, zipTo: 3089 },
  { name: 'Den Haag', zipFrom: 2491, zipTo: 2597 },
  { name: 'Utrecht', zipFrom: 3511, zipTo: 3585 },
  { name: 'Eindhoven', zipFrom: 5611, zipTo: 5658 },
  { name: 'Groningen', zipFrom: 9711, zipTo: 9747 },
  { name: 'Haarlem', zipFrom: 2011, zipTo: 2037 },
  { name: 'Zwolle', zipFrom: 8011, zipTo: 8043 },
  { name: 'Maastricht', zipFrom: 6211, zipTo: 6229 },
  { name: 'Leiden', zipFrom: 2311, zipTo: 2334 },
  { name: 'Nijmegen', zipFrom: 6511, zipTo: 6546 },
  { name: 'Arnhem', zipFrom: 6811, zipTo: 6846 },
  { name: 'Breda', zipFrom: 4811, zipTo: 4839 },
  { name: 'Leeuwarden', zipFrom: 8911, zipTo: 8941 },
  { name: 'Delft', zipFrom: 2611, zipTo: 2629 },
];

export const belgianCities: readonly City[] = [
  { name: 'Antwerpen', zipFrom: 2000, zipTo: 2060 },
  { name: 'Gent', zipFrom: 9000, zipTo: 9052 },
  { name: 'Brussel', zipFrom: 1000, zipTo: 1210 },
  { name: 'Leuven', zipFrom: 3000, zipTo: 3012 },
  { name: 'Brugge', zipFrom: 8000, zipTo: 8310 },
  { name: 'Hasselt', zipFrom: 3500, zipTo: 3512 },
];

export const germanCities: readonly City[] = [
  { name: 'Berlin', zipFrom: 10115, zipTo: 14199 },
  { name: 'Köln', zipFrom: 50667, zipTo: 51149 },
  { name: 'Düsseldorf', zipFrom: 40210, zipTo: 40629 },
  { name: 'Hamburg', zipFrom: 20095, zipTo: 22769 },
  { name: 'München', zipFrom: 80331, zipTo: 81929 },
  { name: 'Aachen', zipFrom: 52062, zipTo: 52080 },
];

export const americanCities: readonly City[] = [
  { name: 'Austin', zipFrom: 78701, zipTo: 78759, state: 'TX' },
  { name: 'Chicago', zipFrom: 60601, zipTo: 60661, state: 'IL' },
  { name: 'Denver', zipFrom: 80202, zipTo: 80239, state: 'CO' },
  { name: 'Portland', zipFrom: 97201, zipTo: 97236, state: 'OR' },
  { name: 'Brooklyn', zipFrom: 11201, zipTo: 11239, state: 'NY' },
  { name: 'Minneapolis', zipFrom: 55401, zipTo: 55419, state: 'MN' },
];

export const dutchStreets = [
  'Kerkstraat',
  'Dorpsstraat',
  'Molenweg',
  'Stationsweg',
  'Prinsengracht',
  'Keizersgracht',
  'Oudegracht',
  'Nieuwstraat',
  'Hoofdstraat',
  'Schoolstraat',
  'Julianalaan',
  'Wilhelminastraat',
  'Beatrixlaan',
  'Marktplein',
  'Lindenlaan',
  'Eikenlaan',
  'Havenkade',
  'Zuiderdiep',
  'Rijnstraat',
  'Tulpstraat',
  'Vondelstraat',
  'Spoorlaan',
] as const;

export const belgianStreets = [
  'Kerkstraat',
  'Veldstraat',
  'Meir',
  'Stationsstraat',
  'Nieuwstraat',
  'Rue Haute',
  'Rue de la Loi',
  'Kouter',
  'Groenplaats',
  'Diestsestraat',
  'Steenweg op Gent',
] as const;

export const germanStreets = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Gartenstraße',
  'Schulstraße',
  'Lindenallee',
  'Bergstraße',
  'Kirchweg',
  'Friedrichstraße',
  'Rheinuferstraße',
  'Goethestraße',
] as const;

export const americanStreets = [
  'Main Street',
  'Oak Avenue',
  'Maple Drive',
  'Elm Street',
  'Cedar Lane',
  'Pine Street',
  'Lakeview Road',
  'Washington Avenue',
  'Park Place',
  'Sunset Boulevard',
  'Congress Avenue',
] as const;
