import { ArrowDown, House, type LucideIcon, Stethoscope, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconList } from '@/components/ui/icon-list';

const TRUST_POINTS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: House, title: 'Nurse visit at home', text: 'Screening at your home, anywhere in Singapore.' },
  { icon: Stethoscope, title: 'GP teleconsult included', text: 'A doctor goes through your results with you.' },
  { icon: UsersRound, title: 'Family bundles', text: 'Save up to 20% when your household books together.' },
];

const STEPS = [
  { title: 'Choose a package and a time', text: 'Pick one of four packages and a home visit slot near you.' },
  { title: 'We come to you', text: 'A nurse visits your home to carry out the tests.' },
  { title: 'Go through your results', text: 'A follow-up GP teleconsult explains your results and next steps.' },
];

export function HeroSection({ eventsAnchor }: { eventsAnchor: string }) {
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
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Health screening in Singapore</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            Home Based Health Screening
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-50 sm:text-lg">
            Fully-fledged health screening from the comfort of your home, including a follow-up GP teleconsult to go
            through your results.
          </p>
          <Button asChild size="lg" className="mt-8 bg-white text-brand-800 hover:bg-brand-50">
            <a href={`#${eventsAnchor}`}>
              View packages and book
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
        </div>

        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl ring-1 ring-black/5">
          <h2 className="text-base font-semibold">How it works</h2>
          <ol className="mt-5 space-y-5">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block text-sm font-semibold">{step.title}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>

        <IconList
          items={TRUST_POINTS}
          className="grid gap-5 border-t border-white/15 pt-8 sm:grid-cols-3 lg:col-span-2"
          iconClassName="size-10 bg-white/10 text-brand-100 ring-1 ring-white/20 [&_svg]:size-5"
          textClassName="text-brand-100"
        />
      </div>
    </section>
  );
}
