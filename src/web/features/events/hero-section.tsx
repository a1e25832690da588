import { ArrowDown, House, type LucideIcon, Stethoscope, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconList } from '@/components/ui/icon-list';

// The points' texts are the catalogue's (events:hero.trust.<key>Title, <key>Text).
const TRUST_POINTS = [
  { icon: House, key: 'nurse' },
  { icon: Stethoscope, key: 'teleconsult' },
  { icon: UsersRound, key: 'family' },
] as const satisfies readonly { icon: LucideIcon; key: string }[];

const STEPS = ['choose', 'visit', 'results'] as const;

export function HeroSection({ eventsAnchor }: { eventsAnchor: string }) {
  const { t } = useTranslation('events');
  const trustPoints = TRUST_POINTS.map(({ icon, key }) => ({
    icon,
    title: t(`hero.trust.${key}Title`),
    text: t(`hero.trust.${key}Text`),
  }));
  const steps = STEPS.map((key) => ({ title: t(`hero.steps.${key}Title`), text: t(`hero.steps.${key}Text`) }));
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      {/* Soft shapes give the band depth without an image to download. */}
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/5"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-white/5"
        aria-hidden="true"
      />

      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:items-center lg:gap-x-16 lg:gap-y-12 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-50 sm:text-lg">{t('hero.intro')}</p>
          <Button asChild size="lg" className="mt-8 bg-white text-brand-800 hover:bg-brand-50">
            <a href={`#${eventsAnchor}`}>
              {t('hero.viewPackages')}
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
        </div>

        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl ring-1 ring-black/5">
          <h2 className="text-base font-semibold">{t('hero.howItWorks')}</h2>
          <ol className="mt-5 space-y-5">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{step.title}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>

        <IconList
          items={trustPoints}
          className="grid gap-5 border-t border-white/15 pt-8 sm:grid-cols-3 lg:col-span-2"
          iconClassName="size-10 bg-white/10 text-brand-100 ring-1 ring-white/20 [&_svg]:size-5"
          textClassName="text-brand-100"
        />
      </div>
    </section>
  );
}
