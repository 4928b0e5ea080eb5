import type { MenuProduct } from '@storefront/contract/catalog';
import type { ImgHTMLAttributes } from 'react';

type DishImage = Pick<MenuProduct, 'img_elem' | 'img_srcset' | 'img_avif_srcset'>;

interface DishPictureProps extends ImgHTMLAttributes<HTMLImageElement> {
  image: DishImage;
  alt: string;
  /** the rendered width of the picture at each layout, for the browser to pick a file */
  sizes: string;
}

/**
 * A dish's picture: an uploaded photo as AVIF where the browser takes it, else WebP, each in the
 * width the layout needs; a generated picture as the one file it is.
 */
export function DishPicture({ image, sizes, alt, ...attributes }: DishPictureProps) {
  if (image.img_srcset === undefined) return <img {...attributes} src={image.img_elem} alt={alt} />;
  return (
    <picture>
      {image.img_avif_srcset !== undefined && (
        <source type="image/avif" srcSet={image.img_avif_srcset} sizes={sizes} />
      )}
      <img {...attributes} src={image.img_elem} srcSet={image.img_srcset} sizes={sizes} alt={alt} />
    </picture>
  );
}
