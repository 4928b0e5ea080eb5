// Demo data set written for this project: menus, specials and delivery zones.
import type {
  DemoDeliveryZone,
  DemoModifierGroup,
  DemoSize,
  DemoSpecial,
  DemoVenueMenu,
} from './types';

// Sizes and modifiers (issue 15 item 4): a roll's pieces and sauces, a steak's doneness and
// sauce, a cake's weight and inscription — one of each kind of choice the storefront offers.

/** A roll of eight pieces (the menu's price) or four, for a little over half of it. */
function rollSizes(eightPiecesRub: number, fourPiecesRub: number): DemoSize[] {
  return [
    { name: '4 шт', priceRub: fourPiecesRub },
    { name: '8 шт', priceRub: eightPiecesRub, isDefault: true },
  ];
}

/** One portion comes free: the soy sauce every roll starts with. */
const rollSauces: DemoModifierGroup = {
  name: 'Соусы и добавки',
  minAmount: 0,
  maxAmount: 6,
  required: false,
  freeOfChargeAmount: 1,
  options: [
    { name: 'Соевый соус', priceRub: 30, maxAmount: 3, defaultAmount: 1 },
    { name: 'Васаби', priceRub: 30, maxAmount: 3 },
    { name: 'Имбирь', priceRub: 30, maxAmount: 3 },
  ],
};

/** The guest names the doneness: the kitchen does not guess it. */
const steakDoneness: DemoModifierGroup = {
  name: 'Прожарка',
  minAmount: 1,
  maxAmount: 1,
  required: true,
  options: ['Rare', 'Medium rare', 'Medium', 'Medium well', 'Well done'].map((name) => ({
    name,
    priceRub: 0,
    maxAmount: 1,
  })),
};

const steakSauces: DemoModifierGroup = {
  name: 'Соус к стейку',
  minAmount: 0,
  maxAmount: 2,
  required: false,
  options: [
    { name: 'Перечный', priceRub: 150, maxAmount: 1 },
    { name: 'Грибной', priceRub: 150, maxAmount: 1 },
    { name: 'Чимичурри', priceRub: 170, maxAmount: 1 },
  ],
};

const cakeInscription: DemoModifierGroup = {
  name: 'Надпись на торте',
  minAmount: 0,
  maxAmount: 1,
  required: false,
  options: [
    { name: 'Надпись шоколадом (текст — в комментарии к заказу)', priceRub: 250, maxAmount: 1 },
  ],
};

export const demoMenus: DemoVenueMenu[] = [
  {
    venueId: 1,
    categories: [
      {
        name: 'Закуски к пиву',
        icon: 'snack',
        dishes: [
          {
            name: 'Гренки из бородинского хлеба с чесноком',
            picture: 'croutons',
            description: 'Бородинский хлеб, чеснок, сливочное масло, соль, сырный соус',
            priceRub: 290,
            weightGrams: 200,
            nutrition: { proteins: 8.2, carbohydrates: 41.5, fats: 13.8, calories: 323 },
          },
          {
            name: 'Куриные крылья в соусе барбекю',
            picture: 'wings',
            description: 'Куриные крылья, соус барбекю, кунжут, стебли сельдерея, соус блю чиз',
            priceRub: 490,
            weightGrams: 350,
            nutrition: { proteins: 17.4, carbohydrates: 6.8, fats: 13.2, calories: 216 },
          },
          {
            name: 'Сырные палочки',
            picture: 'cheese-sticks',
            description: 'Моцарелла, сухари панко, яйцо, соус маринара',
            priceRub: 390,
            weightGrams: 180,
            nutrition: { proteins: 15.6, carbohydrates: 22.4, fats: 17.9, calories: 313 },
          },
          {
            name: 'Луковые кольца в пивном кляре',
            picture: 'onion-rings',
            description: 'Репчатый лук, светлое пиво, пшеничная мука, соус тартар',
            priceRub: 290,
            weightGrams: 200,
            nutrition: { proteins: 3.6, carbohydrates: 28.5, fats: 14.2, calories: 256 },
          },
          {
            name: 'Ассорти к пиву',
            picture: 'beer-platter',
            description:
              'Гренки, луковые кольца, сырные палочки, куриные крылья, три соуса на выбор',
            priceRub: 990,
            weightGrams: 700,
            nutrition: { proteins: 12.1, carbohydrates: 22, fats: 16.5, calories: 285 },
          },
        ],
      },
      {
        name: 'Дары моря',
        icon: 'plate',
        dishes: [
          {
            name: 'Приморский гребешок на гриле',
            picture: 'scallops-grilled',
            description: 'Гребешок, сливочное масло, чеснок, лимон, петрушка',
            priceRub: 790,
            weightGrams: 160,
            nutrition: { proteins: 17.2, carbohydrates: 3.1, fats: 8.4, calories: 157 },
          },
          {
            name: 'Фаланги камчатского краба',
            picture: 'crab-legs',
            description: 'Фаланги камчатского краба, сливочно-лимонный соус, лимон, зелень',
            priceRub: 1900,
            weightGrams: 200,
            nutrition: { proteins: 18.6, carbohydrates: 1.2, fats: 4.8, calories: 122 },
            costPerGram: true,
          },
          {
            name: 'Трепанг с овощами по-дальневосточному',
            picture: 'trepang',
            description:
              'Трепанг, болгарский перец, морковь, лук, чеснок, соевый соус, кунжутное масло',
            priceRub: 890,
            weightGrams: 250,
            nutrition: { proteins: 9.4, carbohydrates: 6.2, fats: 5.1, calories: 108 },
            available: false,
          },
          {
            name: 'Мидии в сливочно-винном соусе',
            picture: 'mussels',
            description: 'Мидии, сливки, белое вино, чеснок, лук-шалот, петрушка, багет',
            priceRub: 690,
            weightGrams: 450,
            nutrition: { proteins: 10.8, carbohydrates: 8.6, fats: 9.2, calories: 160 },
          },
          {
            name: 'Тартар из гребешка с огурцом',
            picture: 'scallop-tartare',
            description: 'Гребешок, огурец, лайм, каперсы, оливковое масло, микрозелень',
            priceRub: 650,
            weightGrams: 140,
            nutrition: { proteins: 13.5, carbohydrates: 3.4, fats: 7.6, calories: 136 },
          },
        ],
      },
      {
        name: 'Салаты',
        icon: 'salad',
        dishes: [
          {
            name: 'Цезарь с курицей',
            picture: 'caesar',
            description:
              'Романо, куриное филе, пармезан, гренки, перепелиные яйца, черри, соус цезарь',
            priceRub: 490,
            weightGrams: 250,
            nutrition: { proteins: 11.6, carbohydrates: 7.8, fats: 12.4, calories: 189 },
          },
          {
            name: 'Тёплый салат с говядиной',
            picture: 'warm-beef-salad',
            description:
              'Говяжья вырезка, микс салатов, черри, болгарский перец, кунжут, соус терияки',
            priceRub: 590,
            weightGrams: 230,
            nutrition: { proteins: 13.2, carbohydrates: 6.4, fats: 8.8, calories: 158 },
          },
          {
            name: 'Салат с крабом и авокадо',
            picture: 'crab-avocado-salad',
            description:
              'Мясо краба, авокадо, огурец, руккола, икра летучей рыбы, лаймовая заправка',
            priceRub: 790,
            weightGrams: 200,
            nutrition: { proteins: 9.8, carbohydrates: 4.6, fats: 11.2, calories: 158 },
          },
          {
            name: 'Оливье с копчёной уткой',
            picture: 'olivier',
            description:
              'Копчёная утка, картофель, морковь, огурец, горошек, перепелиные яйца, майонез',
            priceRub: 450,
            weightGrams: 220,
            nutrition: { proteins: 8.9, carbohydrates: 9.6, fats: 14.8, calories: 207 },
          },
          {
            name: 'Свёкла с козьим сыром',
            picture: 'beet-salad',
            description:
              'Печёная свёкла, козий сыр, руккола, грецкий орех, мёд, бальзамический соус',
            priceRub: 420,
            weightGrams: 200,
            nutrition: { proteins: 6.4, carbohydrates: 12.8, fats: 11.6, calories: 181 },
          },
        ],
      },
      {
        name: 'Супы',
        icon: 'bowl',
        dishes: [
          {
            name: 'Борщ с говядиной и пампушками',
            picture: 'borscht',
            description:
              'Говядина, свёкла, капуста, картофель, морковь, томат, сметана, чесночные пампушки',
            priceRub: 450,
            weightGrams: 400,
            nutrition: { proteins: 5.8, carbohydrates: 8.4, fats: 4.6, calories: 98 },
          },
          {
            name: 'Уха по-приморски',
            picture: 'fish-soup',
            description: 'Палтус, лосось, картофель, морковь, лук, укроп, чёрный перец',
            priceRub: 490,
            weightGrams: 350,
            nutrition: { proteins: 7.6, carbohydrates: 4.2, fats: 2.8, calories: 72 },
          },
          {
            name: 'Солянка сборная мясная',
            picture: 'solyanka',
            description:
              'Говядина, ветчина, охотничьи колбаски, солёные огурцы, маслины, лимон, сметана',
            priceRub: 450,
            weightGrams: 350,
            nutrition: { proteins: 7.2, carbohydrates: 3.6, fats: 6.9, calories: 105 },
          },
          {
            name: 'Крем-суп из тыквы с гребешком',
            picture: 'pumpkin-soup',
            description: 'Тыква, сливки, гребешок, тыквенные семечки, имбирь, оливковое масло',
            priceRub: 520,
            weightGrams: 300,
            nutrition: { proteins: 4.1, carbohydrates: 7.6, fats: 6.2, calories: 103 },
          },
        ],
      },
      {
        name: 'Бургеры',
        icon: 'burger',
        dishes: [
          {
            name: 'Классический бургер',
            picture: 'burger',
            description:
              'Бриошь, говяжья котлета, чеддер, томат, маринованный огурец, красный лук, соус',
            priceRub: 590,
            weightGrams: 350,
            nutrition: { proteins: 13.8, carbohydrates: 18.6, fats: 14.2, calories: 257 },
          },
          {
            name: 'Бургер с беконом и луковым джемом',
            picture: 'bacon-burger',
            description:
              'Бриошь, говяжья котлета, бекон, чеддер, луковый джем, руккола, горчичный соус',
            priceRub: 690,
            weightGrams: 380,
            nutrition: { proteins: 14.6, carbohydrates: 19.2, fats: 16.8, calories: 286 },
          },
          {
            name: 'Краб-бургер',
            picture: 'crab-burger',
            description: 'Чёрная булочка, котлета из мяса краба, салат айсберг, томат, соус тартар',
            priceRub: 890,
            weightGrams: 320,
            nutrition: { proteins: 11.4, carbohydrates: 20.8, fats: 10.6, calories: 224 },
          },
          {
            name: 'Чикен-бургер',
            picture: 'chicken-burger',
            description:
              'Бриошь, куриное бедро в панировке, коул-слоу, маринованный огурец, соус спайси',
            priceRub: 490,
            weightGrams: 330,
            nutrition: { proteins: 12.6, carbohydrates: 21.4, fats: 11.8, calories: 242 },
          },
        ],
      },
      {
        name: 'Стейки и горячее',
        icon: 'plate',
        dishes: [
          {
            name: 'Стейк рибай',
            picture: 'ribeye',
            description:
              'Мраморная говядина зернового откорма, соус демиглас, розмарин, печёный чеснок',
            priceRub: 1850,
            weightGrams: 300,
            nutrition: { proteins: 24.2, carbohydrates: 0.4, fats: 18.6, calories: 266 },
            costPerGram: true,
            modifierGroups: [steakDoneness, steakSauces],
          },
          {
            name: 'Стейк мачете',
            picture: 'skirt-steak',
            description: 'Мачете из мраморной говядины, перечный соус, овощи гриль',
            priceRub: 1290,
            weightGrams: 280,
            nutrition: { proteins: 21.6, carbohydrates: 2.8, fats: 15.4, calories: 236 },
            modifierGroups: [steakDoneness, steakSauces],
          },
          {
            name: 'Говяжьи щёчки с картофельным пюре',
            picture: 'beef-cheeks',
            description: 'Томлёные говяжьи щёчки, картофельное пюре, красное вино, морковь, тимьян',
            priceRub: 790,
            weightGrams: 320,
            nutrition: { proteins: 12.4, carbohydrates: 8.6, fats: 9.8, calories: 172 },
          },
          {
            name: 'Утиная ножка конфи',
            picture: 'duck-leg',
            description:
              'Утиная ножка, печёное яблоко, брусничный соус, тушёная краснокочанная капуста',
            priceRub: 890,
            weightGrams: 320,
            nutrition: { proteins: 14.8, carbohydrates: 7.2, fats: 17.6, calories: 246 },
          },
          {
            name: 'Свиные рёбра барбекю',
            picture: 'ribs',
            description: 'Свиные рёбра, соус барбекю, картофель по-деревенски, коул-слоу',
            priceRub: 950,
            weightGrams: 500,
            nutrition: { proteins: 13.6, carbohydrates: 12.4, fats: 18.2, calories: 268 },
          },
        ],
      },
      {
        name: 'Пельмени и вареники',
        icon: 'plate',
        dishes: [
          {
            name: 'Пельмени домашние',
            picture: 'pelmeni',
            description: 'Говядина, свинина, лук, тесто на яйцах, сметана, укроп',
            priceRub: 450,
            weightGrams: 300,
            nutrition: { proteins: 11.2, carbohydrates: 24.6, fats: 10.4, calories: 237 },
          },
          {
            name: 'Пельмени с крабом',
            picture: 'crab-pelmeni',
            description: 'Мясо краба, треска, сливочное масло, тесто, сливочный соус с икрой',
            priceRub: 790,
            weightGrams: 250,
            nutrition: { proteins: 10.6, carbohydrates: 22.8, fats: 8.2, calories: 207 },
          },
          {
            name: 'Пельмени из оленины с брусникой',
            picture: 'venison-pelmeni',
            description: 'Оленина, свинина, лук, тесто, брусничный соус, сметана',
            priceRub: 590,
            weightGrams: 280,
            nutrition: { proteins: 12.8, carbohydrates: 23.4, fats: 7.6, calories: 213 },
          },
          {
            name: 'Вареники с картофелем и грибами',
            picture: 'vareniki',
            description: 'Картофель, белые грибы, жареный лук, тесто, сметана',
            priceRub: 390,
            weightGrams: 300,
            nutrition: { proteins: 5.2, carbohydrates: 27.8, fats: 6.4, calories: 190 },
          },
        ],
      },
    ],
  },
  {
    venueId: 2,
    categories: [
      {
        name: 'Роллы',
        icon: 'roll',
        dishes: [
          {
            name: 'Филадельфия',
            picture: 'roll-philadelphia',
            description: 'Лосось, сливочный сыр, огурец, рис, нори',
            priceRub: 690,
            weightGrams: 250,
            nutrition: { proteins: 8.6, carbohydrates: 22.4, fats: 8.8, calories: 203 },
            sizes: rollSizes(690, 380),
            modifierGroups: [rollSauces],
          },
          {
            name: 'Калифорния с крабом',
            picture: 'roll-california',
            description: 'Мясо краба, авокадо, огурец, икра тобико, японский майонез, рис, нори',
            priceRub: 650,
            weightGrams: 240,
            nutrition: { proteins: 7.4, carbohydrates: 24.6, fats: 6.8, calories: 189 },
          },
          {
            name: 'Ролл с угрём и авокадо',
            picture: 'roll-eel',
            description: 'Копчёный угорь, авокадо, сливочный сыр, соус унаги, кунжут, рис, нори',
            priceRub: 720,
            weightGrams: 230,
            nutrition: { proteins: 8.2, carbohydrates: 25.8, fats: 9.4, calories: 221 },
          },
          {
            name: 'Запечённый ролл с гребешком',
            picture: 'roll-baked',
            description: 'Гребешок, сливочный сыр, огурец, соус спайси, рис, нори',
            priceRub: 620,
            weightGrams: 260,
            nutrition: { proteins: 7.8, carbohydrates: 23.6, fats: 9.2, calories: 208 },
            sizes: rollSizes(620, 340),
            modifierGroups: [rollSauces],
          },
          {
            name: 'Спайси ролл с тунцом',
            picture: 'roll-spicy',
            description: 'Тунец, огурец, зелёный лук, соус спайси, кунжут, рис, нори',
            priceRub: 560,
            weightGrams: 220,
            nutrition: { proteins: 9.2, carbohydrates: 24.2, fats: 5.4, calories: 182 },
            sizes: rollSizes(560, 310),
            modifierGroups: [rollSauces],
          },
        ],
      },
      {
        name: 'Суши и сашими',
        icon: 'roll',
        dishes: [
          {
            name: 'Нигири с лососем',
            picture: 'nigiri-salmon',
            description: 'Лосось, рис для суши, васаби',
            priceRub: 250,
            weightGrams: 60,
            nutrition: { proteins: 9.8, carbohydrates: 28.4, fats: 4.2, calories: 191 },
          },
          {
            name: 'Нигири с угрём',
            picture: 'nigiri-eel',
            description: 'Копчёный угорь, рис для суши, соус унаги, кунжут',
            priceRub: 290,
            weightGrams: 65,
            nutrition: { proteins: 8.6, carbohydrates: 30.2, fats: 7.4, calories: 222 },
          },
          {
            name: 'Нигири с гребешком',
            picture: 'nigiri-scallop',
            description: 'Приморский гребешок, рис для суши, лайм, васаби',
            priceRub: 320,
            weightGrams: 60,
            nutrition: { proteins: 8.8, carbohydrates: 27.6, fats: 0.8, calories: 153 },
          },
          {
            name: 'Сашими из тунца',
            picture: 'sashimi-tuna',
            description: 'Тунец, дайкон, васаби, маринованный имбирь',
            priceRub: 590,
            weightGrams: 100,
            nutrition: { proteins: 22.4, carbohydrates: 1.2, fats: 1.4, calories: 107 },
            available: false,
          },
          {
            name: 'Сашими ассорти',
            picture: 'sashimi-assorted',
            description: 'Лосось, тунец, гребешок, осьминог, дайкон, васаби, маринованный имбирь',
            priceRub: 1490,
            weightGrams: 300,
            nutrition: { proteins: 19.8, carbohydrates: 1.4, fats: 5.2, calories: 132 },
          },
        ],
      },
      {
        name: 'Рамен и супы',
        icon: 'bowl',
        dishes: [
          {
            name: 'Тонкоцу рамен',
            picture: 'tonkotsu-ramen',
            description:
              'Свиной бульон, пшеничная лапша, свинина чашу, яйцо аджитама, нори, зелёный лук',
            priceRub: 590,
            weightGrams: 450,
            nutrition: { proteins: 6.4, carbohydrates: 11.2, fats: 4.6, calories: 112 },
          },
          {
            name: 'Шою рамен с курицей',
            picture: 'shoyu-ramen',
            description:
              'Куриный бульон, соевый соус, пшеничная лапша, куриное бедро, яйцо аджитама, бамбук',
            priceRub: 540,
            weightGrams: 450,
            nutrition: { proteins: 6.8, carbohydrates: 10.4, fats: 3.2, calories: 98 },
          },
          {
            name: 'Том ям с креветками',
            picture: 'tom-yum',
            description: 'Креветки, шампиньоны, кокосовое молоко, паста том ям, лайм, кинза, рис',
            priceRub: 650,
            weightGrams: 400,
            nutrition: { proteins: 5.6, carbohydrates: 6.2, fats: 5.8, calories: 99 },
          },
          {
            name: 'Мисо-суп',
            picture: 'miso-soup',
            description: 'Паста мисо, тофу, водоросли вакаме, шиитаке, зелёный лук',
            priceRub: 250,
            weightGrams: 300,
            nutrition: { proteins: 2.6, carbohydrates: 2.4, fats: 1.2, calories: 31 },
          },
        ],
      },
      {
        name: 'Вок',
        icon: 'plate',
        dishes: [
          {
            name: 'Удон с курицей терияки',
            picture: 'udon',
            description:
              'Лапша удон, куриное филе, болгарский перец, цукини, лук, соус терияки, кунжут',
            priceRub: 490,
            weightGrams: 350,
            nutrition: { proteins: 8.4, carbohydrates: 19.6, fats: 4.2, calories: 150 },
          },
          {
            name: 'Соба с говядиной',
            picture: 'soba',
            description:
              'Гречневая лапша соба, говядина, шиитаке, морковь, стручковая фасоль, устричный соус',
            priceRub: 560,
            weightGrams: 350,
            nutrition: { proteins: 9.6, carbohydrates: 18.2, fats: 5.4, calories: 160 },
          },
          {
            name: 'Жареный рис с морепродуктами',
            picture: 'fried-rice',
            description: 'Рис, креветки, кальмар, мидии, яйцо, зелёный горошек, соевый соус',
            priceRub: 590,
            weightGrams: 330,
            nutrition: { proteins: 8.2, carbohydrates: 21.4, fats: 5.6, calories: 169 },
          },
          {
            name: 'Пад тай с креветками',
            picture: 'pad-thai',
            description:
              'Рисовая лапша, креветки, яйцо, ростки сои, тофу, арахис, соус тамаринд, лайм',
            priceRub: 620,
            weightGrams: 350,
            nutrition: { proteins: 8.8, carbohydrates: 22.6, fats: 6.8, calories: 187 },
          },
        ],
      },
      {
        name: 'Поке',
        icon: 'bowl',
        dishes: [
          {
            name: 'Поке с лососем',
            picture: 'poke-salmon',
            description:
              'Лосось, рис, авокадо, эдамаме, огурец, водоросли чука, соус понзу, кунжут',
            priceRub: 620,
            weightGrams: 320,
            nutrition: { proteins: 8.4, carbohydrates: 18.2, fats: 6.6, calories: 166 },
          },
          {
            name: 'Поке с тунцом',
            picture: 'poke-tuna',
            description: 'Тунец, рис, манго, огурец, редис, соус спайси, зелёный лук',
            priceRub: 650,
            weightGrams: 320,
            nutrition: { proteins: 9.6, carbohydrates: 17.8, fats: 4.4, calories: 149 },
          },
          {
            name: 'Поке с креветками',
            picture: 'poke-shrimp',
            description: 'Креветки, рис, авокадо, кукуруза, огурец, ореховый соус, кунжут',
            priceRub: 590,
            weightGrams: 310,
            nutrition: { proteins: 8.2, carbohydrates: 19.4, fats: 5.8, calories: 163 },
          },
          {
            name: 'Поке с тофу',
            picture: 'poke-tofu',
            description:
              'Тофу, киноа, эдамаме, морковь, огурец, водоросли чука, кунжутный соус гомадарэ',
            priceRub: 450,
            weightGrams: 300,
            nutrition: { proteins: 7.2, carbohydrates: 15.6, fats: 6.2, calories: 147 },
          },
        ],
      },
      {
        name: 'Дим-самы',
        icon: 'snack',
        dishes: [
          {
            name: 'Гёдза с курицей',
            picture: 'gyoza',
            description: 'Куриный фарш, капуста, зелёный лук, имбирь, пшеничное тесто, соус понзу',
            priceRub: 390,
            weightGrams: 150,
            nutrition: { proteins: 11.4, carbohydrates: 22.6, fats: 7.8, calories: 206 },
          },
          {
            name: 'Хакао с креветками',
            picture: 'har-gow',
            description: 'Креветки, побеги бамбука, крахмальное тесто, кунжутное масло',
            priceRub: 490,
            weightGrams: 140,
            nutrition: { proteins: 9.6, carbohydrates: 24.8, fats: 3.4, calories: 168 },
          },
          {
            name: 'Баоцзы со свининой',
            picture: 'baozi',
            description: 'Свинина, зелёный лук, имбирь, соевый соус, дрожжевое тесто',
            priceRub: 450,
            weightGrams: 180,
            nutrition: { proteins: 10.2, carbohydrates: 32.4, fats: 8.6, calories: 248 },
          },
          {
            name: 'Сяолунбао',
            picture: 'xiaolongbao',
            description: 'Свиной фарш, бульонное желе, имбирь, тонкое тесто, соус чинкян',
            priceRub: 480,
            weightGrams: 160,
            nutrition: { proteins: 10.8, carbohydrates: 23.2, fats: 9.4, calories: 221 },
          },
          {
            name: 'Эдамаме с морской солью',
            picture: 'edamame',
            description: 'Стручки эдамаме, морская соль, кунжутное масло',
            priceRub: 290,
            weightGrams: 150,
            nutrition: { proteins: 11.2, carbohydrates: 8.6, fats: 5.4, calories: 128 },
          },
        ],
      },
      {
        name: 'Десерты',
        icon: 'cake',
        dishes: [
          {
            name: 'Моти с манго',
            picture: 'mochi',
            description: 'Рисовое тесто, манговое пюре, сливки, кокосовая стружка',
            priceRub: 390,
            weightGrams: 120,
            nutrition: { proteins: 3.2, carbohydrates: 42.6, fats: 6.4, calories: 241 },
          },
          {
            name: 'Чизкейк с матчей',
            picture: 'matcha-cheesecake',
            description: 'Сливочный сыр, чай матча, сливки, яйцо, песочное печенье',
            priceRub: 420,
            weightGrams: 130,
            nutrition: { proteins: 6.8, carbohydrates: 26.4, fats: 22.2, calories: 333 },
          },
          {
            name: 'Дораяки с бобовой пастой',
            picture: 'dorayaki',
            description: 'Бисквитные блинчики, сладкая паста из красной фасоли, мёд',
            priceRub: 290,
            weightGrams: 110,
            nutrition: { proteins: 6.2, carbohydrates: 52.4, fats: 4.8, calories: 278 },
          },
          {
            name: 'Жареное мороженое в темпуре',
            picture: 'tempura-ice-cream',
            description: 'Сливочное мороженое, кляр темпура, ягодный соус, мята',
            priceRub: 350,
            weightGrams: 130,
            nutrition: { proteins: 4.4, carbohydrates: 32.6, fats: 14.8, calories: 281 },
          },
        ],
      },
      {
        name: 'Лимонады',
        icon: 'drink',
        dishes: [
          {
            name: 'Лимонад с юдзу',
            picture: 'lemonade-yuzu',
            description: 'Сок юдзу, содовая, тростниковый сироп, лайм, мята, лёд',
            priceRub: 390,
            weightGrams: 400,
            nutrition: { proteins: 0.1, carbohydrates: 9.8, fats: 0, calories: 40 },
          },
          {
            name: 'Лимонад личи и малина',
            picture: 'lemonade-raspberry',
            description: 'Пюре личи, малина, содовая, лимон, лёд',
            priceRub: 390,
            weightGrams: 400,
            nutrition: { proteins: 0.3, carbohydrates: 10.6, fats: 0.1, calories: 45 },
          },
          {
            name: 'Лимонад манго и маракуйя',
            picture: 'lemonade-mango',
            description: 'Пюре манго, маракуйя, содовая, лайм, лёд',
            priceRub: 390,
            weightGrams: 400,
            nutrition: { proteins: 0.3, carbohydrates: 11.2, fats: 0.1, calories: 47 },
          },
          {
            name: 'Матча-тоник',
            picture: 'matcha-tonic',
            description: 'Чай матча, тоник, апельсиновый сок, лёд',
            priceRub: 350,
            weightGrams: 300,
            nutrition: { proteins: 0.4, carbohydrates: 8.2, fats: 0, calories: 34 },
          },
        ],
      },
    ],
  },
  {
    venueId: 3,
    categories: [
      {
        name: 'Торты',
        icon: 'cake',
        dishes: [
          {
            name: 'Торт «Наполеон»',
            picture: 'napoleon',
            description: 'Слоёное тесто, заварной крем на сливочном масле, ваниль, слоёная крошка',
            priceRub: 1900,
            weightGrams: 1000,
            nutrition: { proteins: 5.6, carbohydrates: 38.2, fats: 22.4, calories: 377 },
            costPerGram: true,
            // The menu's weight and price are the whole kilogram's; a slice is about 150 g.
            sizes: [
              { name: 'Кусочек', priceRub: 290 },
              { name: '1 кг', priceRub: 1900, isDefault: true },
              { name: '2 кг', priceRub: 3700 },
            ],
            modifierGroups: [cakeInscription],
          },
          {
            name: 'Медовик',
            picture: 'medovik',
            description: 'Медовые коржи, сметанный крем, сливки, гречишный мёд',
            priceRub: 320,
            weightGrams: 140,
            nutrition: { proteins: 5.8, carbohydrates: 44.6, fats: 18.2, calories: 365 },
          },
          {
            name: 'Красный бархат',
            picture: 'red-velvet',
            description: 'Бисквит на пахте, какао, крем из сливочного сыра, ваниль',
            priceRub: 360,
            weightGrams: 150,
            nutrition: { proteins: 4.9, carbohydrates: 42.8, fats: 20.6, calories: 376 },
          },
          {
            name: 'Шоколадный трюфельный торт',
            picture: 'chocolate-cake',
            description: 'Шоколадный бисквит, ганаш из тёмного шоколада, сливки, какао',
            priceRub: 370,
            weightGrams: 130,
            nutrition: { proteins: 6.2, carbohydrates: 36.4, fats: 26.8, calories: 412 },
            // The menu's weight and price are a slice's; the whole cake is a little cheaper a gram.
            sizes: [
              { name: 'Кусочек', priceRub: 370, isDefault: true },
              { name: '1 кг', priceRub: 2700 },
            ],
          },
          {
            name: 'Морковный торт',
            picture: 'carrot-cake',
            description:
              'Морковь, грецкий орех, корица, крем из сливочного сыра, апельсиновая цедра',
            priceRub: 340,
            weightGrams: 150,
            nutrition: { proteins: 5.4, carbohydrates: 38.6, fats: 19.4, calories: 351 },
          },
        ],
      },
      {
        name: 'Пирожные',
        icon: 'cake',
        dishes: [
          {
            name: 'Эклер с ванильным кремом',
            picture: 'eclair',
            description: 'Заварное тесто, ванильный крем, сливки, белый шоколад',
            priceRub: 220,
            weightGrams: 90,
            nutrition: { proteins: 5.6, carbohydrates: 32.4, fats: 18.6, calories: 319 },
          },
          {
            name: 'Пирожное «Картошка»',
            picture: 'kartoshka',
            description: 'Бисквитная крошка, сливочное масло, сгущённое молоко, какао, ром',
            priceRub: 190,
            weightGrams: 80,
            nutrition: { proteins: 5.8, carbohydrates: 48.2, fats: 20.4, calories: 400 },
          },
          {
            name: 'Набор макарон',
            picture: 'macarons',
            description: 'Миндальная мука, белок, сахар, шоколадный ганаш, ягодное пюре',
            priceRub: 450,
            weightGrams: 90,
            nutrition: { proteins: 6.4, carbohydrates: 58.6, fats: 16.2, calories: 406 },
          },
          {
            name: 'Павлова с ягодами',
            picture: 'pavlova',
            description: 'Безе, маскарпоне, сливки, клубника, голубика, маракуйя',
            priceRub: 380,
            weightGrams: 120,
            nutrition: { proteins: 3.8, carbohydrates: 34.2, fats: 12.6, calories: 265 },
            available: false,
          },
          {
            name: 'Тарт с лимонным курдом',
            picture: 'lemon-tart',
            description: 'Песочное тесто, лимонный курд, итальянская меренга',
            priceRub: 290,
            weightGrams: 100,
            nutrition: { proteins: 4.6, carbohydrates: 42.4, fats: 17.8, calories: 348 },
          },
        ],
      },
      {
        name: 'Круассаны и выпечка',
        icon: 'cake',
        dishes: [
          {
            name: 'Круассан классический',
            picture: 'croissant',
            description: 'Слоёное дрожжевое тесто, сливочное масло, яйцо',
            priceRub: 190,
            weightGrams: 70,
            nutrition: { proteins: 8.2, carbohydrates: 42.6, fats: 24.4, calories: 423 },
          },
          {
            name: 'Миндальный круассан',
            picture: 'almond-croissant',
            description: 'Круассан, миндальный крем, миндальные лепестки, сахарная пудра',
            priceRub: 290,
            weightGrams: 110,
            nutrition: { proteins: 8.8, carbohydrates: 40.2, fats: 26.6, calories: 435 },
          },
          {
            name: 'Пан о шоколя',
            picture: 'pain-au-chocolat',
            description: 'Слоёное дрожжевое тесто, сливочное масло, тёмный шоколад',
            priceRub: 230,
            weightGrams: 80,
            nutrition: { proteins: 7.6, carbohydrates: 44.2, fats: 25.8, calories: 439 },
          },
          {
            name: 'Синнабон с корицей',
            picture: 'cinnamon-roll',
            description: 'Сдобное тесто, корица, коричневый сахар, крем из сливочного сыра',
            priceRub: 260,
            weightGrams: 140,
            nutrition: { proteins: 6.4, carbohydrates: 50.8, fats: 15.6, calories: 369 },
          },
          {
            name: 'Булочка с маком',
            picture: 'poppy-bun',
            description: 'Сдобное тесто, мак, сахар, сливочное масло',
            priceRub: 190,
            weightGrams: 100,
            nutrition: { proteins: 7.4, carbohydrates: 48.6, fats: 13.2, calories: 343 },
          },
        ],
      },
      {
        name: 'Завтраки',
        icon: 'plate',
        dishes: [
          {
            name: 'Сырники со сметаной и ягодами',
            picture: 'syrniki',
            description: 'Творог, яйцо, рисовая мука, сметана, ягодный соус, свежие ягоды',
            priceRub: 420,
            weightGrams: 250,
            nutrition: { proteins: 14.2, carbohydrates: 20.6, fats: 9.4, calories: 224 },
          },
          {
            name: 'Омлет с ветчиной и сыром',
            picture: 'omelette',
            description: 'Яйца, молоко, ветчина, сыр гауда, черри, тост из бриоши',
            priceRub: 390,
            weightGrams: 250,
            nutrition: { proteins: 11.8, carbohydrates: 8.4, fats: 13.6, calories: 203 },
          },
          {
            name: 'Яйца бенедикт с лососем',
            picture: 'eggs-benedict',
            description: 'Яйца пашот, слабосолёный лосось, бриошь, шпинат, голландский соус',
            priceRub: 590,
            weightGrams: 280,
            nutrition: { proteins: 11.6, carbohydrates: 12.2, fats: 15.8, calories: 237 },
          },
          {
            name: 'Овсяная каша с бананом и орехами',
            picture: 'porridge',
            description: 'Овсяные хлопья, молоко, банан, грецкий орех, мёд',
            priceRub: 290,
            weightGrams: 300,
            nutrition: { proteins: 4.2, carbohydrates: 17.6, fats: 4.8, calories: 130 },
          },
          {
            name: 'Гранола с греческим йогуртом',
            picture: 'granola',
            description: 'Запечённые овсяные хлопья, орехи, мёд, греческий йогурт, ягоды',
            priceRub: 350,
            weightGrams: 250,
            nutrition: { proteins: 7.8, carbohydrates: 24.6, fats: 8.4, calories: 205 },
          },
        ],
      },
      {
        name: 'Киши и пироги',
        icon: 'pizza',
        dishes: [
          {
            name: 'Киш лорен',
            picture: 'quiche',
            description: 'Песочное тесто, бекон, лук-порей, сыр грюйер, яйца, сливки',
            priceRub: 390,
            weightGrams: 180,
            nutrition: { proteins: 10.4, carbohydrates: 18.6, fats: 21.2, calories: 307 },
          },
          {
            name: 'Киш с лососем и шпинатом',
            picture: 'salmon-quiche',
            description: 'Песочное тесто, лосось, шпинат, сыр фета, яйца, сливки',
            priceRub: 450,
            weightGrams: 180,
            nutrition: { proteins: 10.8, carbohydrates: 17.4, fats: 19.6, calories: 289 },
          },
          {
            name: 'Пирог с курицей и грибами',
            picture: 'chicken-pie',
            description: 'Дрожжевое тесто, куриное филе, шампиньоны, лук, сливочный соус',
            priceRub: 350,
            weightGrams: 200,
            nutrition: { proteins: 10.6, carbohydrates: 26.4, fats: 10.2, calories: 240 },
          },
          {
            name: 'Вишнёвый пирог',
            picture: 'cherry-pie',
            description: 'Песочное тесто, вишня, крахмал, сахар, ванильный соус',
            priceRub: 290,
            weightGrams: 150,
            nutrition: { proteins: 3.8, carbohydrates: 42.2, fats: 12.4, calories: 296 },
          },
        ],
      },
      {
        name: 'Сэндвичи',
        icon: 'burger',
        dishes: [
          {
            name: 'Круассан с лососем и сливочным сыром',
            picture: 'croissant-sandwich',
            description: 'Круассан, слабосолёный лосось, сливочный сыр, огурец, руккола',
            priceRub: 490,
            weightGrams: 190,
            nutrition: { proteins: 11.2, carbohydrates: 22.4, fats: 19.8, calories: 313 },
          },
          {
            name: 'Сэндвич с ростбифом',
            picture: 'roast-beef-sandwich',
            description: 'Чиабатта, ростбиф, вяленые томаты, руккола, соус с хреном',
            priceRub: 450,
            weightGrams: 230,
            nutrition: { proteins: 13.6, carbohydrates: 24.8, fats: 9.2, calories: 236 },
          },
          {
            name: 'Клаб-сэндвич с курицей',
            picture: 'club-sandwich',
            description: 'Тостовый хлеб, куриное филе, бекон, яйцо, томат, салат, майонез',
            priceRub: 420,
            weightGrams: 260,
            nutrition: { proteins: 12.4, carbohydrates: 18.6, fats: 11.8, calories: 230 },
          },
        ],
      },
      {
        name: 'Кофе и чай',
        icon: 'drink',
        dishes: [
          {
            name: 'Капучино',
            picture: 'cappuccino',
            description: 'Эспрессо, молоко',
            priceRub: 240,
            weightGrams: 300,
            nutrition: { proteins: 1.8, carbohydrates: 3.2, fats: 2, calories: 38 },
          },
          {
            name: 'Флэт уайт',
            picture: 'flat-white',
            description: 'Двойной эспрессо, молоко',
            priceRub: 260,
            weightGrams: 250,
            nutrition: { proteins: 2, carbohydrates: 3.4, fats: 2.2, calories: 41 },
          },
          {
            name: 'Лавандовый раф',
            picture: 'lavender-raf',
            description: 'Эспрессо, сливки, лавандовый сироп, ванильный сахар',
            priceRub: 320,
            weightGrams: 350,
            nutrition: { proteins: 2.2, carbohydrates: 9.6, fats: 8.4, calories: 123 },
          },
          {
            name: 'Облепиховый чай',
            picture: 'sea-buckthorn-tea',
            description: 'Облепиха, апельсин, мёд, имбирь, чёрный чай',
            priceRub: 350,
            weightGrams: 500,
            nutrition: { proteins: 0.4, carbohydrates: 9.2, fats: 0.6, calories: 44 },
          },
          {
            name: 'Какао с маршмеллоу',
            picture: 'cocoa',
            description: 'Какао, молоко, тёмный шоколад, маршмеллоу',
            priceRub: 290,
            weightGrams: 350,
            nutrition: { proteins: 3.4, carbohydrates: 13.8, fats: 3.6, calories: 101 },
          },
        ],
      },
    ],
  },
];

export const demoSpecials: DemoSpecial[] = [
  {
    name: 'Новогоднее меню',
    url: 'new-year',
    menus: [
      {
        venueId: 1,
        categories: [
          {
            name: 'Праздничные закуски',
            icon: 'snack',
            dishes: [
              {
                name: 'Блины с красной икрой',
                picture: 'blini-caviar',
                description: 'Пшеничные блины, икра горбуши, сливочное масло, сметана',
                priceRub: 890,
                weightGrams: 180,
                nutrition: { proteins: 12.6, carbohydrates: 24.2, fats: 14.8, calories: 280 },
              },
              {
                name: 'Холодец с хреном',
                picture: 'kholodets',
                description: 'Говяжья рулька, свиная нога, чеснок, морковь, хрен, горчица',
                priceRub: 450,
                weightGrams: 250,
                nutrition: { proteins: 15.8, carbohydrates: 1.2, fats: 9.6, calories: 154 },
              },
              {
                name: 'Сельдь под шубой с гребешком',
                picture: 'shuba',
                description: 'Сельдь, гребешок, свёкла, картофель, морковь, яйцо, майонез',
                priceRub: 520,
                weightGrams: 220,
                nutrition: { proteins: 7.4, carbohydrates: 8.2, fats: 12.6, calories: 176 },
              },
              {
                name: 'Тарталетки с крабом',
                picture: 'tartlets',
                description: 'Песочные тарталетки, мясо краба, сливочный сыр, икра тобико, укроп',
                priceRub: 690,
                weightGrams: 120,
                nutrition: { proteins: 11.2, carbohydrates: 22.8, fats: 15.4, calories: 275 },
              },
            ],
          },
          {
            name: 'Горячее к праздничному столу',
            icon: 'plate',
            dishes: [
              {
                name: 'Утка с яблоками',
                picture: 'roast-duck',
                description: 'Утка, печёные яблоки, брусника, апельсин, тимьян, мёд',
                priceRub: 1890,
                weightGrams: 800,
                nutrition: { proteins: 15.4, carbohydrates: 6.8, fats: 18.6, calories: 256 },
              },
              {
                name: 'Свиная корейка с клюквенным соусом',
                picture: 'pork-loin',
                description:
                  'Свиная корейка на кости, клюквенный соус, розмарин, картофель с укропом',
                priceRub: 890,
                weightGrams: 380,
                nutrition: { proteins: 14.2, carbohydrates: 8.4, fats: 13.8, calories: 215 },
              },
              {
                name: 'Палтус с икорным соусом',
                picture: 'halibut',
                description: 'Палтус, сливочный соус с икрой, шпинат, картофельное пюре',
                priceRub: 990,
                weightGrams: 320,
                nutrition: { proteins: 11.8, carbohydrates: 7.4, fats: 10.6, calories: 172 },
              },
            ],
          },
        ],
      },
      {
        venueId: 3,
        categories: [
          {
            name: 'Новогодние десерты',
            icon: 'cake',
            dishes: [
              {
                name: 'Шоколадное полено',
                picture: 'buche',
                description: 'Шоколадный бисквит, мусс из тёмного шоколада, вишня, какао',
                priceRub: 420,
                weightGrams: 140,
                nutrition: { proteins: 5.8, carbohydrates: 38.6, fats: 24.2, calories: 395 },
              },
              {
                name: 'Штоллен с марципаном',
                picture: 'stollen',
                description: 'Сдобное тесто, марципан, изюм, цукаты, миндаль, сахарная пудра',
                priceRub: 690,
                weightGrams: 300,
                nutrition: { proteins: 6.4, carbohydrates: 54.2, fats: 16.8, calories: 394 },
              },
              {
                name: 'Имбирные пряники с глазурью',
                picture: 'gingerbread',
                description: 'Пшеничная мука, мёд, имбирь, корица, гвоздика, сахарная глазурь',
                priceRub: 350,
                weightGrams: 150,
                nutrition: { proteins: 5.2, carbohydrates: 72.4, fats: 8.6, calories: 388 },
              },
              {
                name: 'Мандариновый трайфл',
                picture: 'trifle',
                description: 'Бисквит, мандариновый курд, маскарпоне, сливки, шоколадная крошка',
                priceRub: 390,
                weightGrams: 160,
                nutrition: { proteins: 4.6, carbohydrates: 28.4, fats: 16.2, calories: 278 },
              },
            ],
          },
          {
            name: 'Праздничные напитки',
            icon: 'drink',
            dishes: [
              {
                name: 'Безалкогольный глинтвейн',
                picture: 'mulled-wine',
                description: 'Виноградный сок, апельсин, корица, гвоздика, бадьян, мёд',
                priceRub: 350,
                weightGrams: 350,
                nutrition: { proteins: 0.2, carbohydrates: 14.6, fats: 0.1, calories: 60 },
              },
              {
                name: 'Пряный латте',
                picture: 'spiced-latte',
                description: 'Эспрессо, молоко, имбирно-пряничный сироп, корица, сливки',
                priceRub: 320,
                weightGrams: 350,
                nutrition: { proteins: 2.4, carbohydrates: 10.2, fats: 4.6, calories: 92 },
              },
              {
                name: 'Мандариновый чай с розмарином',
                picture: 'mandarin-tea',
                description: 'Мандарин, розмарин, мёд, зелёный чай',
                priceRub: 350,
                weightGrams: 500,
                nutrition: { proteins: 0.3, carbohydrates: 8.4, fats: 0.1, calories: 36 },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Сезон корюшки',
    url: 'smelt-season',
    menus: [
      {
        venueId: 1,
        categories: [
          {
            name: 'Корюшка',
            icon: 'snack',
            dishes: [
              {
                name: 'Корюшка жареная в муке',
                picture: 'smelt-fried',
                description: 'Корюшка, пшеничная мука, сливочное масло, лимон, укроп',
                priceRub: 590,
                weightGrams: 250,
                nutrition: { proteins: 17.4, carbohydrates: 8.6, fats: 12.2, calories: 214 },
              },
              {
                name: 'Корюшка в пивном кляре',
                picture: 'smelt-batter',
                description: 'Корюшка, светлое пиво, пшеничная мука, соус тартар, лимон',
                priceRub: 650,
                weightGrams: 280,
                nutrition: { proteins: 15.2, carbohydrates: 14.6, fats: 16.4, calories: 267 },
              },
              {
                name: 'Маринованная корюшка с луком',
                picture: 'smelt-marinated',
                description:
                  'Корюшка, яблочный уксус, красный лук, душистый перец, укроп, бородинский хлеб',
                priceRub: 490,
                weightGrams: 200,
                nutrition: { proteins: 14.6, carbohydrates: 9.8, fats: 8.4, calories: 173 },
              },
              {
                name: 'Копчёная корюшка к пиву',
                picture: 'smelt-smoked',
                description: 'Корюшка горячего копчения, лимон, ржаные гренки, горчичный соус',
                priceRub: 450,
                weightGrams: 200,
                nutrition: { proteins: 20.6, carbohydrates: 10.4, fats: 9.8, calories: 212 },
              },
            ],
          },
        ],
      },
      {
        venueId: 2,
        categories: [
          {
            name: 'Роллы с корюшкой',
            icon: 'roll',
            dishes: [
              {
                name: 'Ролл с корюшкой темпура',
                picture: 'roll-tempura',
                description: 'Корюшка в темпуре, огурец, сливочный сыр, соус унаги, рис, нори',
                priceRub: 560,
                weightGrams: 240,
                nutrition: { proteins: 8.4, carbohydrates: 24.6, fats: 8.2, calories: 206 },
              },
              {
                name: 'Нигири с копчёной корюшкой',
                picture: 'nigiri-smelt',
                description: 'Корюшка холодного копчения, рис для суши, зелёный лук, соус понзу',
                priceRub: 290,
                weightGrams: 70,
                nutrition: { proteins: 10.2, carbohydrates: 27.8, fats: 3.6, calories: 184 },
              },
              {
                name: 'Гункан с корюшкой спайси',
                picture: 'gunkan',
                description: 'Корюшка, соус спайси, зелёный лук, рис, нори',
                priceRub: 270,
                weightGrams: 70,
                nutrition: { proteins: 9.4, carbohydrates: 26.2, fats: 5.8, calories: 195 },
              },
            ],
          },
          {
            name: 'Горячая корюшка',
            icon: 'snack',
            dishes: [
              {
                name: 'Корюшка темпура с соусом понзу',
                picture: 'smelt-tempura',
                description: 'Корюшка, кляр темпура, соус понзу, дайкон, лимон',
                priceRub: 590,
                weightGrams: 220,
                nutrition: { proteins: 14.2, carbohydrates: 16.4, fats: 13.6, calories: 245 },
              },
              {
                name: 'Корюшка в соусе терияки с рисом',
                picture: 'smelt-teriyaki',
                description: 'Корюшка, соус терияки, кунжут, зелёный лук, рис',
                priceRub: 620,
                weightGrams: 320,
                nutrition: { proteins: 10.6, carbohydrates: 22.4, fats: 6.8, calories: 193 },
              },
              {
                name: 'Караагэ из корюшки',
                picture: 'karaage',
                description:
                  'Корюшка, соевый соус, имбирь, картофельный крахмал, японский майонез, лимон',
                priceRub: 550,
                weightGrams: 230,
                nutrition: { proteins: 15.6, carbohydrates: 12.8, fats: 15.2, calories: 250 },
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The city's zones take any order (the e2e journeys order one dish to the first two); the
 * suburbs want a sum worth the trip, and the airport is never free.
 */
export const demoDeliveryZones: DemoDeliveryZone[] = [
  { name: 'По городу до Зари', priceRub: 350, minOrderRub: 0, freeFromRub: 3000, minutes: 40 },
  { name: 'До Седанки и Патрокла', priceRub: 500, minOrderRub: 0, freeFromRub: 4000, minutes: 60 },
  {
    name: 'Де-Фриз, Весенняя, Трудовое',
    priceRub: 1200,
    minOrderRub: 1500,
    freeFromRub: 6000,
    minutes: 75,
  },
  { name: 'Аэропорт Кневичи', priceRub: 2000, minOrderRub: 3000, freeFromRub: null, minutes: 90 },
];
