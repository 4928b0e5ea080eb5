/** The pictures of the home and venue pages: what a header or a gallery photo is made of. */

export interface Photo {
  src: string;
  /** what the photo shows, for people who cannot see it */
  alt: string;
}

/** A page header: the looping "video" from 700 px, its still with reduced motion, a phone image. */
export interface HeroImages {
  loop: string;
  still: string;
  mobile: string;
}

export type ShowcaseTheme = 'gastropub' | 'sibumi' | 'bistro' | 'about';

/* @__NO_SIDE_EFFECTS__ */
export function heroImages(subject: ShowcaseTheme): HeroImages {
  return {
    loop: `/media/hero/${subject}-loop.svg`,
    still: `/media/hero/${subject}.svg`,
    mobile: `/media/hero/${subject}-mobile.svg`,
  };
}
