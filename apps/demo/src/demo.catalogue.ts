import sharp from 'sharp';
import { SYSTEM_VIEWER, type Services } from '@kiosk/server/console';

/** The reference tax rates every organization may use (products.repository.ts GLOBAL_TAXES), by name. */
const FULL_TAX = 'DE 19 %';
const REDUCED_TAX = 'DE 7 %';

interface DemoProduct {
  name: string;
  category: string;
  manufacturer: string;
  price: string;
  cost: string;
  tax: 'full' | 'reduced';
  /** Net content in g or ml, and the package's gross weight in g. */
  net: number;
  gross: number;
  unit?: 'g' | 'ml';
  shelfLifeDays: number;
  nutrition?: { energy: number; fat: number; carbo: number; carboSugar: number; protein: number; salt: number };
  allergens?: string;
  ingredientsList?: string;
}

const CATALOGUE: DemoProduct[] = [
  {
    name: 'Still Water 0.5 l',
    category: 'Water',
    manufacturer: 'Spreequell',
    price: '1.50',
    cost: '0.35',
    tax: 'full',
    net: 500,
    gross: 525,
    unit: 'ml',
    shelfLifeDays: 365,
  },
  {
    name: 'Sparkling Water 0.5 l',
    category: 'Water',
    manufacturer: 'Spreequell',
    price: '1.50',
    cost: '0.35',
    tax: 'full',
    net: 500,
    gross: 527,
    unit: 'ml',
    shelfLifeDays: 365,
  },
  {
    name: 'Cola 0.33 l',
    category: 'Soft drinks',
    manufacturer: 'Fritz-Kola',
    price: '2.50',
    cost: '0.80',
    tax: 'full',
    net: 330,
    gross: 545,
    unit: 'ml',
    shelfLifeDays: 270,
    nutrition: { energy: 42, fat: 0, carbo: 10.6, carboSugar: 10.6, protein: 0, salt: 0 },
  },
  {
    name: 'Apple Spritzer 0.5 l',
    category: 'Soft drinks',
    manufacturer: 'Bionade',
    price: '2.20',
    cost: '0.70',
    tax: 'full',
    net: 500,
    gross: 530,
    unit: 'ml',
    shelfLifeDays: 240,
  },
  {
    name: 'Orange Juice 0.33 l',
    category: 'Juice',
    manufacturer: 'Valensina',
    price: '2.90',
    cost: '1.05',
    tax: 'full',
    net: 330,
    gross: 360,
    unit: 'ml',
    shelfLifeDays: 21,
  },
  {
    name: 'Cold Brew Coffee 0.25 l',
    category: 'Coffee',
    manufacturer: 'Nordbräu Coffee',
    price: '3.20',
    cost: '1.20',
    tax: 'full',
    net: 250,
    gross: 280,
    unit: 'ml',
    shelfLifeDays: 60,
  },
  {
    name: 'Chocolate Milk 0.5 l',
    category: 'Dairy drinks',
    manufacturer: 'Müller',
    price: '1.90',
    cost: '0.65',
    tax: 'reduced',
    net: 500,
    gross: 522,
    unit: 'ml',
    shelfLifeDays: 30,
    allergens: 'Milk',
  },
  {
    name: 'Salted Pretzel Sticks',
    category: 'Snacks',
    manufacturer: 'Lorenz',
    price: '1.40',
    cost: '0.45',
    tax: 'reduced',
    net: 75,
    gross: 82,
    shelfLifeDays: 180,
    allergens: 'Gluten',
  },
  {
    name: 'Paprika Crisps',
    category: 'Snacks',
    manufacturer: 'Funny-frisch',
    price: '2.10',
    cost: '0.70',
    tax: 'reduced',
    net: 150,
    gross: 158,
    shelfLifeDays: 180,
  },
  {
    name: 'Dark Chocolate 70 %',
    category: 'Sweets',
    manufacturer: 'Ritter Sport',
    price: '1.80',
    cost: '0.75',
    tax: 'reduced',
    net: 100,
    gross: 104,
    shelfLifeDays: 365,
    allergens: 'May contain milk, nuts',
  },
  {
    name: 'Oat & Nut Bar',
    category: 'Bars',
    manufacturer: 'Seitenbacher',
    price: '1.60',
    cost: '0.55',
    tax: 'reduced',
    net: 50,
    gross: 53,
    shelfLifeDays: 240,
    allergens: 'Gluten, nuts',
  },
  {
    name: 'Apple (Elstar)',
    category: 'Fruit',
    manufacturer: 'Altes Land Obst',
    price: '0.90',
    cost: '0.30',
    tax: 'reduced',
    net: 180,
    gross: 180,
    shelfLifeDays: 14,
  },
  {
    name: 'Cheese & Ham Sandwich',
    category: 'Sandwiches',
    manufacturer: 'Frischeküche Berlin',
    price: '4.50',
    cost: '1.90',
    tax: 'reduced',
    net: 210,
    gross: 232,
    shelfLifeDays: 3,
    allergens: 'Gluten, milk',
    ingredientsList: 'Wheat bread, Gouda, cooked ham, butter, lettuce',
  },
  {
    name: 'Falafel Wrap',
    category: 'Sandwiches',
    manufacturer: 'Frischeküche Berlin',
    price: '4.90',
    cost: '2.05',
    tax: 'reduced',
    net: 230,
    gross: 250,
    shelfLifeDays: 3,
    allergens: 'Gluten, sesame',
  },
  {
    name: 'Greek Salad Bowl',
    category: 'Salads',
    manufacturer: 'Frischeküche Berlin',
    price: '5.90',
    cost: '2.40',
    tax: 'reduced',
    net: 300,
    gross: 335,
    shelfLifeDays: 3,
    allergens: 'Milk',
  },
  {
    name: 'Chicken Curry with Rice',
    category: 'Meals',
    manufacturer: 'Kantine 68',
    price: '6.90',
    cost: '3.10',
    tax: 'reduced',
    net: 400,
    gross: 445,
    shelfLifeDays: 5,
    allergens: 'Celery',
  },
  {
    name: 'Greek Yoghurt with Berries',
    category: 'Dairy',
    manufacturer: 'Andechser',
    price: '2.40',
    cost: '0.95',
    tax: 'reduced',
    net: 150,
    gross: 162,
    shelfLifeDays: 14,
    allergens: 'Milk',
  },
  {
    name: 'Tiramisu Cup',
    category: 'Desserts',
    manufacturer: 'Kantine 68',
    price: '3.50',
    cost: '1.40',
    tax: 'reduced',
    net: 120,
    gross: 135,
    shelfLifeDays: 5,
    allergens: 'Milk, egg, gluten',
  },
];

const COLOURS: Record<string, string> = {
  Water: '#1c7ed6',
  'Soft drinks': '#e03131',
  Juice: '#f08c00',
  Coffee: '#5c3d2e',
  'Dairy drinks': '#845ef7',
  Snacks: '#e8590c',
  Sweets: '#862e9c',
  Bars: '#a07c32',
  Fruit: '#2f9e44',
  Sandwiches: '#c92a2a',
  Salads: '#37b24d',
  Meals: '#d9480f',
  Dairy: '#4263eb',
  Desserts: '#ae3ec9',
};

/** A valid EAN-13 from a 12-digit body (German prefix 400–440 range). */
export function ean13(body: string): string {
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÄÖÜäöü]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** A simple coloured PNG tile with the product's initials. */
async function tile(name: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" rx="24" fill="${colour}"/><text x="160" y="200" font-family="sans-serif" font-size="120" font-weight="bold" fill="#fff" text-anchor="middle">${initials(name)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Seeds a realistic catalogue (drinks, snacks, fresh food) for the demo organization; first start only. */
export async function seedDemoCatalogue(
  deps: {
    products: Pick<Services['products'], 'create' | 'insertTax' | 'taxes'>;
    logger: { info(fields: object, message: string): void };
  },
  orgId: string,
): Promise<void> {
  const taxes = await deps.products.taxes(SYSTEM_VIEWER, orgId);
  const taxNamed = (name: string) => {
    const tax = taxes.find((row) => row.name === name && !row.orgId);
    if (!tax) throw new Error(`the reference tax rate "${name}" is missing`);
    return tax;
  };
  const [full, reduced] = [taxNamed(FULL_TAX), taxNamed(REDUCED_TAX)];
  const deposit = await deps.products.insertTax({ orgId, name: 'DE 19 % + deposit handling', value: '19.00' });
  let n = 0;
  for (const item of CATALOGUE) {
    n += 1;
    const image = await tile(item.name, COLOURS[item.category] ?? '#495057');
    const isDrink = item.unit === 'ml';
    await deps.products.create(
      SYSTEM_VIEWER,
      {
        orgId,
        name: item.name,
        category: item.category,
        manufacturer: item.manufacturer,
        articleNumber: `DFK-${String(1000 + n)}`,
        sku: `SKU-${String(n).padStart(4, '0')}`,
        description: `${item.name} from ${item.manufacturer}.`,
        nutrition: item.nutrition ?? null,
        ingredientsList: item.ingredientsList ?? null,
        allergens: item.allergens ?? null,
        taxId: item.tax === 'reduced' ? reduced.id : isDrink && n % 3 === 0 ? deposit.id : full.id,
        defaultPrice: item.price,
        defaultCost: item.cost,
        packagingOptions: [
          {
            ean: ean13(`4006${String(381000 + n * 37).padStart(8, '0')}`.slice(0, 12)),
            description: isDrink ? 'Bottle' : 'Pack',
            unitCount: 1,
            grossWeightGrams: item.gross,
            packageWeightGrams: item.gross - item.net,
            netWeightGrams: item.net,
            netWeightGramsUnit: item.unit ?? 'g',
            shelfLifeDays: item.shelfLifeDays,
            tolerancePercentage: item.gross < 100 ? 10 : 5,
          },
        ],
        capacities: [
          { surfaceSize: 33, units: item.gross > 400 ? 4 : 6 },
          { surfaceSize: 50, units: item.gross > 400 ? 6 : 9 },
          { surfaceSize: 100, units: item.gross > 400 ? 12 : 18 },
        ],
      },
      new File([new Uint8Array(image)], 'tile.png', { type: 'image/png' }),
    );
  }
  deps.logger.info({ products: CATALOGUE.length }, 'demo catalogue created');
}
