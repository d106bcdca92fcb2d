/**
 * The engine's own words: every text of the page chrome (labels, notices, error pages, blog
 * navigation) that no config key or page provides. Built in for English and French; a site
 * replaces any of them per locale with `i18n.locales[].strings`. `{name}` marks a value put in
 * at render time (`formatString`).
 */

export const UI_STRINGS_EN = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  changeLanguage: 'Change language',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  announcement: 'Announcement',
  dismissBanner: 'Dismiss banner',
  documentation: 'Documentation',
  documentationPages: 'Documentation pages',
  sectionNavigation: 'Section navigation',
  toggleSidebarWidth: 'Toggle sidebar width',
  showOrHidePages: '{title}: show or hide pages',
  breadcrumb: 'Breadcrumb',
  onThisPage: 'On this page',
  tableOfContents: 'Table of contents',
  lastUpdatedOn: 'Last updated on',
  editThisPage: 'Edit this page →',
  feedback: 'Question? Give us feedback →',
  previous: 'Previous',
  next: 'Next',
  previousAndNextPages: 'Previous and next pages',
  backToTop: 'Back to top',
  copyPage: 'Copy page',
  copiedPage: 'Copied the page as Markdown',
  copyPageFailed: 'Could not copy the page',
  copyCode: 'Copy code',
  copied: 'Copied',
  toggleWordWrap: 'Toggle word wrap',
  footer: 'Footer',
  newsletter: 'Newsletter',
  newsletterPlaceholder: 'Join our newsletter',
  emailAddress: 'Email address',
  subscribe: 'Subscribe',
  subscribed: 'Subscribed',
  subscribeError: 'Error!',
  notTranslated: 'This page is not translated yet; it is shown in its original language.',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  notFoundIssue: 'Submit an issue about broken link →',
  notFoundSuggestions: 'Were you looking for one of these?',
  errorTitle: 'Something went wrong',
  errorText: 'The server could not answer this request.',
  errorIssue: 'Submit an issue about error in url →',
  goHome: 'Go to the home page',
  blog: 'Blog',
  allPosts: 'All posts',
  newerPosts: 'Newer posts',
  olderPosts: 'Older posts',
  previousPost: 'Previous post',
  nextPost: 'Next post',
  readingTime: '{minutes} min read',
  blogCategories: 'Blog categories',
  categories: 'Categories',
  morePosts: 'More posts',
  rssFeed: 'RSS feed',
  blogPages: 'Blog pages',
  pageOf: 'Page {page} of {pages}',
  noPosts: 'No posts yet.',
  tags: 'Tags',
  calloutNote: 'Note',
  calloutInfo: 'Info',
  calloutWarning: 'Warning',
  calloutCaution: 'Caution',
  calloutTip: 'Tip',
  calloutImportant: 'Important',
  calloutSuccess: 'Success',
  calloutError: 'Error',
  details: 'Details',
}

export type UiStrings = { [K in keyof typeof UI_STRINGS_EN]: string }
export type UiStringKey = keyof UiStrings

export const UI_STRINGS_FR: UiStrings = {
  skipToContent: 'Aller au contenu',
  mainNavigation: 'Navigation principale',
  changeLanguage: 'Changer de langue',
  theme: 'Thème',
  themeLight: 'Clair',
  themeDark: 'Sombre',
  themeSystem: 'Système',
  menu: 'Menu',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  announcement: 'Annonce',
  dismissBanner: 'Masquer le bandeau',
  documentation: 'Documentation',
  documentationPages: 'Pages de la documentation',
  sectionNavigation: 'Navigation de la section',
  toggleSidebarWidth: 'Réduire ou agrandir la barre latérale',
  showOrHidePages: '{title} : afficher ou masquer les pages',
  breadcrumb: "Fil d'Ariane",
  onThisPage: 'Sur cette page',
  tableOfContents: 'Table des matières',
  lastUpdatedOn: 'Dernière mise à jour le',
  editThisPage: 'Modifier cette page →',
  feedback: 'Une question ? Donnez-nous votre avis →',
  previous: 'Précédent',
  next: 'Suivant',
  previousAndNextPages: 'Pages précédente et suivante',
  backToTop: 'Revenir en haut',
  copyPage: 'Copier la page',
  copiedPage: 'Page copiée au format Markdown',
  copyPageFailed: 'Impossible de copier la page',
  copyCode: 'Copier le code',
  copied: 'Copié',
  toggleWordWrap: 'Activer ou désactiver le retour à la ligne',
  footer: 'Pied de page',
  newsletter: 'Newsletter',
  newsletterPlaceholder: 'Abonnez-vous à la newsletter',
  emailAddress: 'Adresse e-mail',
  subscribe: "S'abonner",
  subscribed: 'Abonné',
  subscribeError: 'Erreur !',
  notTranslated: "Cette page n'est pas encore traduite ; elle s'affiche dans sa langue d'origine.",
  notFoundTitle: 'Page introuvable',
  notFoundText: "Il n'y a aucune page à cette adresse.",
  notFoundIssue: 'Signaler ce lien cassé →',
  notFoundSuggestions: "Vous cherchiez peut-être l'une de ces pages ?",
  errorTitle: 'Une erreur est survenue',
  errorText: "Le serveur n'a pas pu répondre à cette requête.",
  errorIssue: 'Signaler cette erreur →',
  goHome: "Revenir à l'accueil",
  blog: 'Blog',
  allPosts: 'Tous les articles',
  newerPosts: 'Articles plus récents',
  olderPosts: 'Articles plus anciens',
  previousPost: 'Article précédent',
  nextPost: 'Article suivant',
  readingTime: '{minutes} min de lecture',
  blogCategories: 'Catégories du blog',
  categories: 'Catégories',
  morePosts: "D'autres articles",
  rssFeed: 'Flux RSS',
  blogPages: 'Pages du blog',
  pageOf: 'Page {page} sur {pages}',
  noPosts: "Pas encore d'article.",
  tags: 'Étiquettes',
  calloutNote: 'Remarque',
  calloutInfo: 'Info',
  calloutWarning: 'Attention',
  calloutCaution: 'Prudence',
  calloutTip: 'Astuce',
  calloutImportant: 'Important',
  calloutSuccess: 'Succès',
  calloutError: 'Erreur',
  details: 'Détails',
}

/** Built-in strings by language. */
const BUILT_IN: Record<string, UiStrings> = { en: UI_STRINGS_EN, fr: UI_STRINGS_FR }

export const UI_STRING_KEYS = Object.keys(UI_STRINGS_EN) as UiStringKey[]

/**
 * The strings of `locale`: the built-in set of its language (`fr-CA` → French; English when the
 * language has none), then the site's own `strings` for that locale on top.
 */
export function uiStrings(locale: string, own?: Partial<UiStrings>): UiStrings {
  const lang = locale.split('-')[0]!.toLowerCase()
  const base = BUILT_IN[lang] ?? UI_STRINGS_EN
  if (!own) return base
  const merged = { ...base }
  for (const key of UI_STRING_KEYS) if (typeof own[key] === 'string') merged[key] = own[key]
  return merged
}

/** `template` with each `{name}` replaced by `values[name]` (unknown names are left as written). */
export function formatString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all))
}
