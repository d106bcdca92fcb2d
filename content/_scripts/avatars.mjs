/**
 * The people of the site, drawn by draw-avatars.mjs as flat illustrated portraits into
 * public/images/<folder>/<id>.svg: the blog authors (data/authors.yaml) and the people quoted in
 * the home page testimonials. Every trait is chosen here, by hand, so that no two portraits look
 * alike; `hair` is one of the styles draw-avatars.mjs knows (short, sidePart, long, bob, bun,
 * curly, afro, buzz).
 */

export const AVATARS = [
  // Blog authors: public/images/authors/<id>.svg
  { id: 'mara-lindqvist', folder: 'authors', name: 'Mara Lindqvist', bg: '#1D4E89', skin: '#F3CDAE', hair: 'long', hairColor: '#E2BE6A', top: '#0F766E', collar: 'crew', glasses: true },
  { id: 'tomas-ferreira', folder: 'authors', name: 'Tomás Ferreira', bg: '#166534', skin: '#C98E62', hair: 'curly', hairColor: '#3B2416', top: '#EA580C', collar: 'v', beard: '#3B2416' },
  { id: 'priya-raman', folder: 'authors', name: 'Priya Raman', bg: '#A16207', skin: '#A96B43', hair: 'bun', hairColor: '#17110E', top: '#7C3AED', collar: 'crew', earrings: true },
  { id: 'jonah-okafor', folder: 'authors', name: 'Jonah Okafor', bg: '#5B21B6', skin: '#6E4329', hair: 'buzz', hairColor: '#120C09', top: '#F5DF3D', collar: 'collar', beard: '#120C09', glasses: true },
  { id: 'elena-vasquez', folder: 'authors', name: 'Elena Vasquez', bg: '#0E7490', skin: '#D9A27B', hair: 'bob', hairColor: '#4A2A18', top: '#DC2626', collar: 'v', earrings: true },
  { id: 'sam-whitaker', folder: 'authors', name: 'Sam Whitaker', bg: '#C2410C', skin: '#EDBE9A', hair: 'sidePart', hairColor: '#A8481E', top: '#1E3A8A', collar: 'collar', beard: '#A8481E' },
  // Testimonials on the home page: public/images/people/<id>.svg
  { id: 'dana-whitcombe', folder: 'people', name: 'Dana Whitcombe', bg: '#334155', skin: '#EAC3A2', hair: 'short', hairColor: '#A3A3A3', top: '#2563EB', collar: 'collar', glasses: true },
  { id: 'imogen-achterberg', folder: 'people', name: 'Imogen Achterberg', bg: '#9D174D', skin: '#F1D0B8', hair: 'long', hairColor: '#8C3B1C', top: '#059669', collar: 'crew' },
  { id: 'ruth-adeyemi', folder: 'people', name: 'Ruth Adeyemi', bg: '#0369A1', skin: '#5E3720', hair: 'afro', hairColor: '#17100C', top: '#F59E0B', collar: 'v', earrings: true },
]
