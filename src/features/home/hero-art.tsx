/**
 * The home hero's artwork (public/art/hero.svg), drawn inline rather than as an <img>: an image
 * this size becomes the page's largest contentful paint and, fetched at low priority after the
 * stylesheet, the last thing a phone on a slow network sees. Inline, the headline is the largest
 * paint and arrives with the HTML. Decorative: hidden from assistive technology.
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 800 480"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b0908" />
          <stop offset=".6" stopColor="#15100c" />
          <stop offset=".75" stopColor="#24140b" />
          <stop offset="1" stopColor="#0f0d0b" />
        </linearGradient>
        <radialGradient
          id="hero-glow"
          cx="560"
          cy="300"
          r="260"
          gradientUnits="userSpaceOnUse"
          gradientTransform="matrix(1 0 0 .5 0 150)"
        >
          <stop offset="0" stopColor="#e2672b" stopOpacity=".4" />
          <stop offset="1" stopColor="#e2672b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="800" height="480" fill="url(#hero-sky)" />
      <g fill="#efe6d8">
        <circle cx="341" cy="250" r="0.8" opacity="0.4" />
        <circle cx="676" cy="20" r="0.8" opacity="0.6" />
        <circle cx="106" cy="101" r="1.3" opacity="0.25" />
        <circle cx="529" cy="62" r="0.8" opacity="0.25" />
        <circle cx="454" cy="115" r="0.8" opacity="0.25" />
        <circle cx="102" cy="149" r="1" opacity="0.25" />
        <circle cx="589" cy="39" r="0.8" opacity="0.6" />
        <circle cx="652" cy="157" r="0.8" opacity="0.6" />
        <circle cx="609" cy="109" r="0.8" opacity="0.25" />
        <circle cx="57" cy="150" r="0.8" opacity="0.4" />
        <circle cx="439" cy="44" r="1.3" opacity="0.25" />
        <circle cx="594" cy="86" r="1.3" opacity="0.6" />
        <circle cx="195" cy="34" r="1.3" opacity="0.6" />
        <circle cx="664" cy="56" r="1" opacity="0.25" />
        <circle cx="570" cy="190" r="0.8" opacity="0.6" />
        <circle cx="71" cy="166" r="0.8" opacity="0.4" />
        <circle cx="706" cy="144" r="1" opacity="0.4" />
        <circle cx="486" cy="157" r="1" opacity="0.4" />
        <circle cx="316" cy="71" r="0.8" opacity="0.6" />
        <circle cx="259" cy="28" r="1.3" opacity="0.4" />
        <circle cx="547" cy="134" r="1" opacity="0.6" />
        <circle cx="469" cy="81" r="1.3" opacity="0.25" />
        <circle cx="130" cy="139" r="1" opacity="0.25" />
        <circle cx="785" cy="95" r="0.8" opacity="0.4" />
        <circle cx="441" cy="18" r="1.3" opacity="0.25" />
        <circle cx="581" cy="154" r="1" opacity="0.4" />
        <circle cx="721" cy="97" r="1.3" opacity="0.4" />
        <circle cx="603" cy="212" r="1" opacity="0.25" />
        <circle cx="105" cy="249" r="1" opacity="0.4" />
        <circle cx="723" cy="178" r="0.8" opacity="0.25" />
        <circle cx="758" cy="187" r="1" opacity="0.6" />
        <circle cx="601" cy="182" r="1" opacity="0.4" />
        <circle cx="743" cy="106" r="1.3" opacity="0.4" />
        <circle cx="33" cy="248" r="1" opacity="0.4" />
        <circle cx="182" cy="164" r="0.8" opacity="0.4" />
        <circle cx="70" cy="63" r="1" opacity="0.25" />
        <circle cx="766" cy="71" r="1" opacity="0.4" />
        <circle cx="518" cy="28" r="0.8" opacity="0.4" />
        <circle cx="421" cy="148" r="1" opacity="0.25" />
        <circle cx="450" cy="229" r="1.3" opacity="0.4" />
        <circle cx="733" cy="114" r="1" opacity="0.6" />
        <circle cx="399" cy="67" r="0.8" opacity="0.25" />
      </g>
      <path d="M118 70a22 22 0 1 0 20 30a18 18 0 1 1-20-30z" fill="#efe6d8" opacity=".35" />
      <ellipse cx="560" cy="300" rx="300" ry="150" fill="url(#hero-glow)" />
      <path
        d="M560 236c-20-14-6-34-30-50s-6-40-24-56"
        fill="none"
        stroke="#efe6d8"
        strokeOpacity=".04"
        strokeWidth="34"
        strokeLinecap="round"
      />
      <path d="M0 340L60 312L120 326L190 294L260 318L330 300L400 322L470 306L800 336V480H0Z" fill="#1a1410" />
      <path d="M410 350L520 252L546 244L574 246L600 254L720 350Z" fill="#16100c" />
      <ellipse cx="560" cy="247" rx="24" ry="5" fill="#e2672b" opacity=".75" />
      <ellipse cx="560" cy="246" rx="10" ry="2" fill="#f3cd84" opacity=".7" />
      <path
        d="M556 250L548 280L556 302L549 330M570 252L578 276L572 296"
        fill="none"
        stroke="#e2672b"
        strokeOpacity=".35"
        strokeWidth="2"
      />
      <path d="M0 372L90 356L170 362L300 352L420 366L540 356L660 370L800 358V480H0Z" fill="#110d0a" />
      <path
        d="M0 480V380C60 366 100 352 150 348C210 344 260 354 320 372C380 390 420 398 480 406C600 422 700 418 800 398V480Z"
        fill="#0a0807"
      />
      <path
        d="M124 352V320h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4v-5h4v5h4V352ZM120 352V292h5v-6h5v6h5v-6h5v6h4V352ZM150 348V268h6v-8h6v8h6v-8h6v8h6v-8h6v8h4V348ZM196 348V236l12-18 12 18V348Z"
        fill="#0a0807"
      />
      <path d="M169 290h3v5h-3zM206 258h3v6h-3zM132 310h3v4h-3z" fill="#e8b04b" opacity=".8" />
    </svg>
  );
}
