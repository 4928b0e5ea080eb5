/**
 * Who runs the site, in the footer, the privacy page and the legal block at the foot of the
 * showcase pages: all below the fold, loaded with them.
 */
/** Required in the footer by Russian consumer law; placeholders for the demo. */
export const legalInfo = {
  entity: 'ООО «Пограничная 14»',
  inn: 'ИНН 2540000000',
  ogrn: 'ОГРН 1222500000000',
  address: '690091, г. Владивосток, ул. Пограничная, д. 14',
  email: 'hello@pogranichnaya14.example',
};

export const legalBlock = {
  title: 'Правовая информация',
  paragraphs: [
    `Сайт и служба доставки работают от имени ${legalInfo.entity}. ${legalInfo.inn}, ${legalInfo.ogrn}. Юридический адрес: ${legalInfo.address}.`,
    'Цены указаны в рублях. Оформленный заказ подтверждает оператор; оплатить его можно картой онлайн, картой или наличными курьеру. Фотографии блюд иллюстрируют подачу и могут отличаться от блюд в заказе.',
    'Состав, вес и пищевая ценность указаны в карточке каждого блюда. Если у вас аллергия, скажите об этом оператору при подтверждении заказа.',
  ],
  contact: { label: 'Вопросы о заказах и персональных данных:', email: legalInfo.email },
};
