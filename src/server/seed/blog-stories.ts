import { shopIdentity } from '../../shared/shop-identity'
import { blogImagePath } from '../images/blog-artwork'

/** A story as written here; the seed sanitises `content` before it is stored. */
export interface BlogStorySeed {
  id: string
  title: string
  excerpt: string
  image: string
  readTime: number
  publishedAt: Date
  content: string
}

/** The four home-page stories (read times 8, 6, 10 and 12 minutes, newest first). */
export const blogStories: readonly BlogStorySeed[] = [
  {
    id: 'lake-superior-circle-tour',
    title: 'Six Days Around Lake Superior',
    excerpt:
      'Thirteen hundred miles of shoreline, two countries and one very cold lake: how four of us rode the Lake Superior Circle Tour from Milwaukee, and what we would pack differently next time.',
    image: blogImagePath('lake-superior-circle-tour'),
    readTime: 8,
    publishedAt: new Date('2024-09-11T14:00:00Z'),
    content: `
<p>Every rider in Wisconsin has heard someone say they will ride around Lake Superior "one of these summers". This August four of us from the Wednesday bike night finally did it: about 1,300 miles of the Circle Tour, plus the run up from Milwaukee and back, in six days.</p>
<h2>The route, day by day</h2>
<ol>
<li><strong>Milwaukee to Duluth.</strong> The long haul north, roughly 390 miles. Get it done early and you will have the evening for the lift bridge and a fish fry.</li>
<li><strong>The North Shore to Thunder Bay.</strong> Minnesota's Highway 61 hugs the water past Split Rock Lighthouse and Grand Marais before the border crossing at Pigeon River.</li>
<li><strong>Thunder Bay to Wawa.</strong> Highway 17 climbs over granite and through spruce, with the lake showing up in every other bend. This is the day the trip is remembered for.</li>
<li><strong>Wawa to Sault Ste. Marie.</strong> A shorter day along Lake Superior Provincial Park, then back into Michigan over the International Bridge.</li>
<li><strong>Across the Upper Peninsula.</strong> M-28 through the dead-straight Seney Stretch, then Munising and the Pictured Rocks cliffs.</li>
<li><strong>Marquette to home.</strong> South through the woods and back to the city lights.</li>
</ol>
<h2>What the lake teaches you</h2>
<p>Lake Superior makes its own weather. We left Duluth in sunshine and rode into fog so thick on the North Shore that the lighthouse horn was the only landmark. The water stays cold all summer, so the air along the shore can be fifteen degrees cooler than a mile inland. Pack a warm mid-layer and rain gear you can put on at the roadside in two minutes, even in August.</p>
<blockquote>Fuel up whenever you see a pump in Ontario. The gaps between stations on Highway 17 are longer than any range estimate makes you feel comfortable with.</blockquote>
<p>Watch for moose at dawn and dusk, especially between Thunder Bay and Wawa. They are taller than your headlight and about as easy to see as a shadow. We kept our riding to daylight and never regretted it.</p>
<h3>Paperwork before you go</h3>
<ul>
<li>A passport, passport card or enhanced driver's licence for the Canadian border, both ways.</li>
<li>Proof of insurance that is valid in Canada; ask your insurer for the card before you leave.</li>
<li>Offline maps: signal disappears for an hour at a time on the Canadian side.</li>
</ul>
<p>Would we do it again? Next summer, clockwise this time. If you are planning your own loop, stop by the shop or write to <a href="mailto:${shopIdentity.email}">${shopIdentity.email}</a> and we will share our notes and fuel stops.</p>
`,
  },
  {
    id: 'choosing-your-first-leather-jacket',
    title: 'Choosing Your First Leather Jacket',
    excerpt:
      'A good riding jacket lasts decades, so buy the one that protects you, not just the one that looks right in the mirror. Here is what we tell every new rider at the counter.',
    image: blogImagePath('choosing-your-first-leather-jacket'),
    readTime: 6,
    publishedAt: new Date('2024-07-17T14:00:00Z'),
    content: `
<p>Walk into any mall and you will find leather jackets. Very few of them are made to meet the road at forty miles an hour. A riding jacket is a piece of safety gear first, and the good news is that the right one also looks better every year you wear it.</p>
<h2>Hide and thickness</h2>
<p>Most riding jackets are <strong>cowhide</strong>: tough, abrasion resistant and a little stiff until it breaks in. <strong>Goatskin</strong> is lighter and softer for the same strength, a good choice if you ride in summer heat. <strong>Buffalo</strong> is thicker still and suits riders who want maximum toughness. Whatever the hide, look for riding-weight leather of around 1.2 to 1.4 mm; fashion jackets are often half that.</p>
<h2>Fit it on the bike, not in front of the mirror</h2>
<ul>
<li>Reach forward as if you were holding the grips. The sleeves should still cover your wrists and the back should not ride up past your belt.</li>
<li>It should be snug over a T-shirt and a thin layer. Leather gives a little with wear, but not a full size.</li>
<li>The armour has to sit on your elbows and shoulders when you are in riding position, or it will not be there when you need it.</li>
</ul>
<h3>Details worth paying for</h3>
<p>Pockets for CE-rated armour at the shoulders, elbows and back; an action back or gusseted sleeves so you can move; zippered vents for July; a storm flap behind the main zip; and snaps at the collar and cuffs that keep the wind out at highway speed.</p>
<p>Look after it and it will look after you: wipe it down after a wet ride, let it dry slowly at room temperature (never on a radiator), condition it a couple of times a season and hang it on a wide hanger. A jacket treated like that becomes the one you hand down.</p>
`,
  },
  {
    id: 'helmet-fit-and-safety-ratings',
    title: 'Helmet Fit and Safety Ratings, Explained',
    excerpt:
      'DOT, ECE and Snell stickers tell you how a helmet was tested, but only a good fit lets it do its job. A plain-language guide to both.',
    image: blogImagePath('helmet-fit-and-safety-ratings'),
    readTime: 10,
    publishedAt: new Date('2024-05-15T14:00:00Z'),
    content: `
<p>The helmet is the one piece of gear we will not let anyone rush. Two questions matter: how was it tested, and does it fit <em>your</em> head? A top-rated helmet that moves around on your head protects you less than a well-fitted one with a basic rating.</p>
<h2>What the stickers mean</h2>
<ul>
<li><strong>DOT (FMVSS No. 218).</strong> The legal minimum for road helmets in the United States. Manufacturers certify their own helmets, and the <a href="https://www.nhtsa.gov/">National Highway Traffic Safety Administration</a> buys helmets off the shelf to check them.</li>
<li><strong>ECE 22.06.</strong> The European standard, also used in many other countries. Helmets are tested before they can be sold, at several impact speeds and including rotational impacts.</li>
<li><strong>Snell.</strong> A voluntary standard from the non-profit <a href="https://smf.org/">Snell Memorial Foundation</a>, with its own demanding impact tests and random samples taken from the market.</li>
</ul>
<p>Any of these is a real safety standard. A helmet sold as a "novelty" carries none of them, and you should not ride in it.</p>
<h2>Finding your size</h2>
<p>Wrap a soft tape measure around your head about an inch above your eyebrows, over the widest part at the back. Measure twice and use the larger number with the maker's size chart. Then think about shape: heads are roughly <em>long oval</em>, <em>intermediate oval</em> or <em>round oval</em>, and a helmet built for a different shape will press on your forehead or the sides no matter what size it is.</p>
<h3>The fitting-room checks</h3>
<ol>
<li>Put it on with the strap fastened. The cheek pads should press firmly; a new helmet feels snug because the liner settles with use.</li>
<li>Wear it for twenty minutes. A pressure point that hurts now will hurt more at hour three.</li>
<li>Hold the chin bar and move the helmet side to side. Your skin and eyebrows should move with it.</li>
<li>Try to roll it forward off your head from the back. If it comes off, it is too big.</li>
</ol>
<blockquote>A helmet that has taken a hard knock has done its job once. Replace it, even if it looks fine.</blockquote>
<p>Most makers also suggest replacing a helmet after about five years of use, as the liner and padding age. Bring your helmet by the shop and we will check its fit and date with you, free.</p>
`,
  },
  {
    id: 'wednesday-bike-night',
    title: 'Wednesday Bike Night: Where the Shop Began',
    excerpt: `Before there was a catalogue there was a parking lot, a coffee urn and a handful of riders on a Wednesday evening. The story of the bike night that became ${shopIdentity.name}.`,
    image: blogImagePath('wednesday-bike-night'),
    readTime: 12,
    publishedAt: new Date('2024-03-20T14:00:00Z'),
    content: `
<p>Milwaukee has been a motorcycle town for more than a century, and every motorcycle town has its bike nights. Ours started small: a few riders who worked on each other's bikes met in a parking lot on the south side one Wednesday in June, because Wednesday was the one night none of them had anything else on.</p>
<h2>From a parking lot to a shop</h2>
<p>The first summer there was a coffee urn, a folding table and a box of spare parts that anyone could take from as long as they put something back. By the second summer people were asking where to buy a decent pair of gloves or a rain suit that actually kept the rain out, and the box of parts turned into a shelf. That shelf is where <strong>${shopIdentity.name}</strong> began.</p>
<p>We still run the shop the way the bike night ran: riders helping riders. Everything we sell, we have worn in Wisconsin weather, from the first cold ride in April to the last one in November.</p>
<h2>How bike night works today</h2>
<ul>
<li>Every Wednesday from May to September, from six until the light goes.</li>
<li>Every make, every age, every kind of bike. Scooters too.</li>
<li>A group ride leaves at seven and follows the lakefront before looping back.</li>
<li>First-timers ride near the front with one of our regulars, never alone at the back.</li>
</ul>
<h3>The Route 66 run</h3>
<p>One tradition grew out of those evenings. Every spring a group rides down to Chicago, where Route 66 began in 1926, and follows the old road southwest as far as their vacation days allow. Some turn around in Missouri; a few have made it all the way to the Santa Monica pier, about 2,400 miles from the start.</p>
<blockquote>"Nobody remembers the fast ride. They remember who waited for them at the gas station." — one of the original Wednesday riders</blockquote>
<p>If you are new to riding or new to town, come by on a Wednesday. Bring your bike, or just bring yourself, and if you have a story of your own from the road, send it to <a href="mailto:${shopIdentity.email}">${shopIdentity.email}</a>. We might just share it here.</p>
`,
  },
]
