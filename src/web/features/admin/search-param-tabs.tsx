import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** The open tab is kept in the address (?tab=orders), so a reload or a shared link opens it again. */
const TAB_SEARCH_PARAM = 'tab';

interface SearchParamTabsProps<V extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly { value: V; label: string }[];
  icons: Record<V, LucideIcon>;
  /** Each tab's content, rendered only while it is open. */
  panels: Record<V, () => ReactNode>;
  /** The tab a ?tab= value opens (the first one when it names none). */
  fromSearch: (value: string | null) => V;
  /** Added to the tab list's and each tab's classes (a page with many tabs makes them narrower). */
  listClassName?: string;
  triggerClassName?: string;
}

/** An admin page's tabs with icons, the open one kept in the address (replaced, not pushed). */
export function SearchParamTabs<V extends string>({
  label,
  tabs,
  icons,
  panels,
  fromSearch,
  listClassName,
  triggerClassName,
}: SearchParamTabsProps<V>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = fromSearch(searchParams.get(TAB_SEARCH_PARAM));
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearchParams(
          (params) => {
            params.set(TAB_SEARCH_PARAM, value);
            return params;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label={label} className={listClassName}>
        {tabs.map(({ value, label: tabLabel }) => {
          const Icon: LucideIcon = icons[value];
          return (
            <TabsTrigger key={value} value={value} className={triggerClassName}>
              <Icon aria-hidden="true" />
              {tabLabel}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {tabs.map(({ value }) => (
        <TabsContent key={value} value={value}>
          {panels[value]()}
        </TabsContent>
      ))}
    </Tabs>
  );
}
