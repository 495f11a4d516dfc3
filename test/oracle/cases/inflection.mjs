// Inflection through routing: plural resource names give member names and :<singular>_id params (singularize),
// singular resource names give their controllers (pluralize). ActiveSupport 3.2 and 6.1 agree on all but the
// words of the oracle README's table (compare.mjs hints at those).
import { c, probe } from './_dsl.mjs';

const PLURALS = [
  'people', 'men', 'women', 'children', 'oxen', 'mice', 'geese', 'feet', 'teeth', 'data', 'media', 'criteria', 'phenomena', 'memoranda', 'curricula',
  'indices', 'matrices', 'vertices', 'appendices', 'quizzes', 'waltzes', 'fezzes', 'hives', 'wolves', 'knives', 'lives', 'halves', 'wives', 'calves',
  'shelves', 'thieves', 'leaves', 'loaves', 'potatoes', 'tomatoes', 'heroes', 'echoes', 'buffaloes', 'photos', 'pianos', 'radios', 'zoos', 'cacti',
  'fungi', 'stimuli', 'alumni', 'nuclei', 'news', 'series', 'species', 'sheep', 'fish', 'deer', 'moose', 'information', 'equipment', 'rice', 'money',
  'jeans', 'movies', 'shoes', 'databases', 'aliases', 'statuses', 'octopi', 'viri', 'horses', 'houses', 'prices', 'slices', 'diagnoses', 'theses',
  'ellipses', 'hypotheses', 'oases', 'parentheses', 'synopses', 'prognoses', 'analyses', 'bases', 'wishes', 'boxes', 'foxes', 'churches', 'dishes',
  'jinxes', 'sphinxes', 'pluses', 'gases', 'lenses', 'categories', 'days', 'toys', 'keys', 'monkeys', 'queries', 'moves', 'sexes', 'zombies',
  'perspectives', 'objectives', 'archives', 'dwarves', 'roofs', 'chefs', 'safes', 'cafes', 'bureaus', 'plateaux', 'vetoes', 'torpedoes',
  'user_profiles', 'admin_people', 'line_items', 'news_items', 'salespeople', 'firemen', 'grandchildren', 'dormice', 'bookcases', 'testcases',
];
const SINGULARS = [
  'person', 'man', 'woman', 'child', 'ox', 'quiz', 'matrix', 'vertex', 'index', 'alias', 'status', 'octopus', 'virus', 'testis', 'analysis', 'diagnosis',
  'wife', 'leaf', 'half', 'shelf', 'hive', 'tomato', 'potato', 'hero', 'photo', 'piano', 'category', 'day', 'toy', 'key', 'monkey', 'query', 'sheep',
  'deer', 'move', 'sex', 'zombie', 'datum', 'medium', 'criterion', 'phenomenon', 'cactus', 'fungus', 'stimulus', 'focus', 'box', 'church', 'dish',
  'knife', 'life', 'wolf', 'calf', 'thief', 'roof', 'chef', 'safe', 'cafe', 'buffalo', 'echo', 'news', 'series', 'species', 'fish', 'equipment', 'rice',
  'information', 'money', 'jeans', 'movie', 'shoe', 'database', 'horse', 'house', 'price', 'slice', 'user_profile', 'line_item', 'salesperson',
  'fireman', 'grandchild', 'bookcase', 'archive', 'objective', 'perspective', 'bureau', 'veto',
];

export default [
  ...PLURALS.map((name) => probe(`inflection resources ${name}`, [c('resources', [name], { only: ['index', 'show'] }, [c('resources', ['notes'], { only: 'index' })])])),
  ...SINGULARS.map((name) => probe(`inflection resource ${name}`, [c('resource', [name], { only: 'show' })])),
];
