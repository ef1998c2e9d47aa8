// Import boundaries, read from the folders so a new web feature or server module is covered the
// day it is created. ARCHITECTURE.md "Boundaries" explains each rule.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const web = 'apps/web/src';
const server = 'apps/server/src';

function folders(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The one file through which a web feature offers pieces to other features and to app/. */
export const FEATURE_PUBLIC_FILE = 'public.ts';

/** A feature's route pages, which app/routes.tsx alone loads (lazily, one chunk each). */
export const FEATURE_PAGES_FOLDER = 'pages';

function webZones() {
  const features = folders(`${web}/features`);
  return [
    {
      target: [`${web}/features`, `${web}/components`, `${web}/lib`],
      from: `${web}/app`,
      message: 'app/ sits on top: nothing below it imports it (move the piece to components/ or lib/).',
    },
    {
      target: [`${web}/components`, `${web}/lib`],
      from: `${web}/features`,
      message: 'components/ and lib/ are shared by features and import none of them.',
    },
    {
      target: `${web}/lib`,
      from: `${web}/components`,
      message: 'lib/ holds logic without UI and imports no component.',
    },
    {
      target: [`${web}/app`, `${web}/main.tsx`],
      from: `${web}/features`,
      except: features.flatMap((feature) => [
        `./${feature}/${FEATURE_PUBLIC_FILE}`,
        `./${feature}/${FEATURE_PAGES_FOLDER}`,
      ]),
      message: `app/ uses a feature through its ${FEATURE_PUBLIC_FILE}, and its routes load the feature's ${FEATURE_PAGES_FOLDER}/.`,
    },
    ...features.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [
        `./${feature}`,
        ...features.filter((other) => other !== feature).map((other) => `./${other}/${FEATURE_PUBLIC_FILE}`),
      ],
      message: `A feature uses another only through its ${FEATURE_PUBLIC_FILE}; shared pieces move to components/ or lib/.`,
    })),
  ];
}

function serverZones() {
  const modules = folders(`${server}/modules`);
  return [
    {
      target: [`${server}/lib`, `${server}/db`],
      from: [`${server}/modules`, `${server}/plugins`],
      message: 'lib/ and db/ sit below every module and plugin and import none of them.',
    },
    ...modules.map((mod) => ({
      target: `${server}/modules/${mod}`,
      from: modules
        .filter((other) => other !== mod)
        .map((other) => path.join(root, `${server}/modules/${other}/**/*.repository.ts`)),
      message: "A module uses another module's service, policy or access functions, never its repository.",
    })),
  ];
}

export const boundaryZones = [
  ...webZones(),
  ...serverZones(),
  {
    target: 'packages/domain',
    from: 'apps',
    message: 'The domain package is shared by both apps and imports neither.',
  },
  {
    target: ['apps', 'packages'],
    from: 'bench',
    message: 'The benchmarks use the apps from outside: no app or package imports them.',
  },
];
