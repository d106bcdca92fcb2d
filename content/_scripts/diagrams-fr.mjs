/**
 * French versions of the diagrams shown on translated pages (`*.fr.mdx`), drawn by
 * draw-diagrams.mjs into public/images/diagrams/<id>.fr.svg from the English spec of the same id.
 * `strings` maps every visible English string of that spec (box titles and lines, arrow labels,
 * text marks) to its French text, identical when it is a file name or a product name; a string
 * left out, or one the spec no longer has, is an error. Keep lines about as long as the English
 * ones: the boxes keep their size.
 */

export const DIAGRAMS_FR = {
  'generation-pipeline': {
    title: "D'un document OpenAPI à des SDK, un provider Terraform et de la documentation",
    alt: "Le document OpenAPI et ses overlays alimentent le workflow Speakeasy, qui les fusionne, applique les overlays et valide le résultat. Le document validé est généré en SDK TypeScript, Python et Go, en provider Terraform et en documentation des SDK.",
    strings: {
      'OpenAPI document': 'Document OpenAPI',
      'openapi.yaml': 'openapi.yaml',
      Overlays: 'Overlays',
      'names, examples, x-speakeasy-*': 'noms, exemples, extensions',
      'Speakeasy workflow': 'Workflow Speakeasy',
      'merge sources': 'fusion des sources',
      'apply overlays': 'application des overlays',
      validate: 'validation',
      SDKs: 'SDK',
      'TypeScript · Python · Go · …': 'TypeScript · Python · Go · …',
      'Terraform provider': 'Provider Terraform',
      'resources and data sources': 'ressources et data sources',
      'SDK docs': 'Documentation des SDK',
      'README, usage snippets': "README, exemples d'usage",
      generate: 'génération',
    },
  },
  'sdk-automation-ci': {
    title: "L'automatisation des SDK en CI : d'un changement de spec à un package publié",
    alt: "Un push qui modifie la spec, une planification ou un événement dispatch lance le workflow de génération dans GitHub Actions. Il valide, génère et incrémente la version, puis ouvre ou met à jour une pull request avec un changelog. La fusion de la pull request lance le workflow de publication, qui publie les packages sur npm, PyPI et les autres registres.",
    strings: {
      Trigger: 'Déclencheur',
      'spec push, schedule': 'push de spec, planning',
      'or dispatch': 'ou dispatch',
      'Generation workflow': 'Workflow de génération',
      validate: 'validation',
      generate: 'génération',
      'bump version': 'nouvelle version',
      'Pull request': 'Pull request',
      'diff + changelog': 'diff + changelog',
      'human review': 'relecture humaine',
      'Publish workflow': 'Workflow de publication',
      'on merge to main': 'à la fusion dans main',
      'Package registries': 'Registres de packages',
      'npm · PyPI · Maven': 'npm · PyPI · Maven',
      'NuGet · Packagist': 'NuGet · Packagist',
      'mode: pr': 'mode: pr',
      merge: 'fusion',
      release: 'publication',
    },
  },
  'sdk-config-files': {
    title: 'Ce que contrôlent workflow.yaml et gen.yaml',
    alt: "Dans .speakeasy/workflow.yaml, une source fusionne les entrées OpenAPI et applique les overlays pour obtenir un seul document traité, et une cible indique un langage, cette source et un dossier de sortie. speakeasy run écrit le SDK dans le dossier de sortie, où .speakeasy/gen.yaml fixe l'identité du package et la forme du code.",
    strings: {
      '.speakeasy/workflow.yaml: what to generate from where': ".speakeasy/workflow.yaml : quoi générer, et d'où",
      'openapi.yaml': 'openapi.yaml',
      'file or URL': 'fichier ou URL',
      Overlays: 'Overlays',
      'sdk-naming.yaml': 'sdk-naming.yaml',
      Source: 'Source',
      'inputs merged': 'entrées fusionnées',
      'in order, overlays': "dans l'ordre, overlays",
      'applied → one': 'appliqués → un seul',
      'processed document': 'document traité',
      Target: 'Cible',
      'language, source,': 'langage, source,',
      'output folder,': 'dossier de sortie,',
      'publish settings': 'réglages de publication',
      'SDK folder': 'Dossier du SDK',
      'generated code': 'code généré',
      '.speakeasy/gen.yaml:': '.speakeasy/gen.yaml :',
      'package name, version,': 'nom du package, version,',
      'language options': 'options du langage',
      'speakeasy run': 'speakeasy run',
    },
  },
}
